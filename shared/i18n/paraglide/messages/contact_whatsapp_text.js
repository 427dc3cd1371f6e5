/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Whatsapp_TextInputs */

const en_contact_whatsapp_text = /** @type {(inputs: Contact_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send your pickup location and what you need; we reply on the same chat.`)
};

const kn_contact_whatsapp_text = /** @type {(inputs: Contact_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮನ್ನು ಕರೆದೊಯ್ಯಬೇಕಾದ ಸ್ಥಳ ಮತ್ತು ನಿಮಗೆ ಏನು ಬೇಕು ಎಂದು ಕಳುಹಿಸಿ; ಅದೇ ಚಾಟ್‌ನಲ್ಲಿ ಉತ್ತರಿಸುತ್ತೇವೆ.`)
};

const hi_contact_whatsapp_text = /** @type {(inputs: Contact_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिकअप की जगह और आपको क्या चाहिए, यह भेजें; हम उसी चैट पर जवाब देते हैं।`)
};

/**
* | output |
* | --- |
* | "Send your pickup location and what you need; we reply on the same chat." |
*
* @param {Contact_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_text = /** @type {((inputs?: Contact_Whatsapp_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Whatsapp_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_whatsapp_text(inputs)
	if (locale === "hi") return hi_contact_whatsapp_text(inputs)
	return en_contact_whatsapp_text(inputs)
});