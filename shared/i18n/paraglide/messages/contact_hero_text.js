/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Hero_TextInputs */

const en_contact_hero_text = /** @type {(inputs: Contact_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We answer 24x7. In an emergency, call; for anything else, message, write or send a request below.`)
};

const kn_contact_hero_text = /** @type {(inputs: Contact_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು 24x7 ಉತ್ತರಿಸುತ್ತೇವೆ. ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಕರೆ ಮಾಡಿ; ಬೇರೆ ಯಾವುದಕ್ಕಾದರೂ ಸಂದೇಶ ಕಳುಹಿಸಿ, ಇಮೇಲ್ ಬರೆಯಿರಿ ಅಥವಾ ಕೆಳಗೆ ವಿನಂತಿ ಕಳುಹಿಸಿ.`)
};

const hi_contact_hero_text = /** @type {(inputs: Contact_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम 24x7 जवाब देते हैं। इमरजेंसी में कॉल करें; बाकी किसी भी बात के लिए मैसेज करें, लिखें या नीचे अनुरोध भेजें।`)
};

/**
* | output |
* | --- |
* | "We answer 24x7. In an emergency, call; for anything else, message, write or send a request below." |
*
* @param {Contact_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hero_text = /** @type {((inputs?: Contact_Hero_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Hero_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_hero_text(inputs)
	if (locale === "hi") return hi_contact_hero_text(inputs)
	return en_contact_hero_text(inputs)
});