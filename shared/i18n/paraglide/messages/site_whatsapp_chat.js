/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Whatsapp_ChatInputs */

const en_site_whatsapp_chat = /** @type {(inputs: Site_Whatsapp_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat on WhatsApp (new tab)`)
};

const kn_site_whatsapp_chat = /** @type {(inputs: Site_Whatsapp_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp ನಲ್ಲಿ ಚಾಟ್ ಮಾಡಿ (ಹೊಸ ಟ್ಯಾಬ್)`)
};

const hi_site_whatsapp_chat = /** @type {(inputs: Site_Whatsapp_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp पर चैट करें (नया टैब)`)
};

/**
* | output |
* | --- |
* | "Chat on WhatsApp (new tab)" |
*
* @param {Site_Whatsapp_ChatInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_whatsapp_chat = /** @type {((inputs?: Site_Whatsapp_ChatInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Whatsapp_ChatInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_whatsapp_chat(inputs)
	if (locale === "hi") return hi_site_whatsapp_chat(inputs)
	return en_site_whatsapp_chat(inputs)
});