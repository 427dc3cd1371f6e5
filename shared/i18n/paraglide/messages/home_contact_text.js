/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Home_Contact_TextInputs */

const en_home_contact_text = /** @type {(inputs: Home_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For an emergency, call <tel>${i?.phone}</tel> now. For a planned trip, send a request below.`)
};

const kn_home_contact_text = /** @type {(inputs: Home_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಈಗಲೇ <tel>${i?.phone}</tel> ಗೆ ಕರೆ ಮಾಡಿ. ಮುಂಚಿತವಾಗಿ ನಿಗದಿಪಡಿಸಿದ ಪ್ರಯಾಣಕ್ಕೆ ಕೆಳಗೆ ವಿನಂತಿ ಕಳುಹಿಸಿ.`)
};

const hi_home_contact_text = /** @type {(inputs: Home_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी में अभी <tel>${i?.phone}</tel> पर कॉल करें। पहले से तय यात्रा के लिए नीचे अनुरोध भेजें।`)
};

/**
* | output |
* | --- |
* | "For an emergency, call <tel>{phone}</tel> now. For a planned trip, send a request below." |
*
* @param {Home_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_contact_text = /** @type {((inputs: Home_Contact_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contact_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_contact_text(inputs)
	if (locale === "hi") return hi_home_contact_text(inputs)
	return en_home_contact_text(inputs)
});