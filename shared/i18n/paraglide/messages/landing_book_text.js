/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown>, callback: NonNullable<unknown> }} Landing_Book_TextInputs */

const en_landing_book_text = /** @type {(inputs: Landing_Book_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In an emergency, call <tel>${i?.phone}</tel> now. Otherwise send a request: ${i?.callback}`)
};

const kn_landing_book_text = /** @type {(inputs: Landing_Book_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಈಗಲೇ <tel>${i?.phone}</tel> ಗೆ ಕರೆ ಮಾಡಿ. ಇಲ್ಲದಿದ್ದರೆ ವಿನಂತಿ ಕಳುಹಿಸಿ: ${i?.callback}`)
};

const hi_landing_book_text = /** @type {(inputs: Landing_Book_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी में अभी <tel>${i?.phone}</tel> पर कॉल करें। नहीं तो अनुरोध भेजें: ${i?.callback}`)
};

/**
* | output |
* | --- |
* | "In an emergency, call <tel>{phone}</tel> now. Otherwise send a request: {callback}" |
*
* @param {Landing_Book_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_book_text = /** @type {((inputs: Landing_Book_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Book_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_book_text(inputs)
	if (locale === "hi") return hi_landing_book_text(inputs)
	return en_landing_book_text(inputs)
});