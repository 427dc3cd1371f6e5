/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locality: NonNullable<unknown>, phone: NonNullable<unknown> }} Landing_Coverage_TextInputs */

const en_landing_coverage_text = /** @type {(inputs: Landing_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From our base in ${i?.locality} we serve these areas and the rest of Bengaluru. Wherever you are, one call on <tel>${i?.phone}</tel> sends help.`)
};

const kn_landing_coverage_text = /** @type {(inputs: Landing_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} ಯಲ್ಲಿರುವ ನಮ್ಮ ನೆಲೆಯಿಂದ ಈ ಪ್ರದೇಶಗಳಿಗೆ ಮತ್ತು ಬೆಂಗಳೂರಿನ ಉಳಿದ ಭಾಗಗಳಿಗೆ ಸೇವೆ ನೀಡುತ್ತೇವೆ. ನೀವು ಎಲ್ಲೇ ಇರಲಿ, <tel>${i?.phone}</tel> ಗೆ ಒಂದು ಕರೆ ಮಾಡಿದರೆ ಸಾಕು, ಸಹಾಯ ಬರುತ್ತದೆ.`)
};

const hi_landing_coverage_text = /** @type {(inputs: Landing_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} में अपने बेस से हम इन इलाकों और बाकी बेंगलुरु में सेवा देते हैं। आप जहाँ भी हों, <tel>${i?.phone}</tel> पर एक कॉल करें, मदद पहुँचेगी।`)
};

/**
* | output |
* | --- |
* | "From our base in {locality} we serve these areas and the rest of Bengaluru. Wherever you are, one call on <tel>{phone}</tel> sends help." |
*
* @param {Landing_Coverage_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_coverage_text = /** @type {((inputs: Landing_Coverage_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Coverage_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_coverage_text(inputs)
	if (locale === "hi") return hi_landing_coverage_text(inputs)
	return en_landing_coverage_text(inputs)
});