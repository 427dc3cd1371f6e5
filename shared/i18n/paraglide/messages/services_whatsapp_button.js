/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Whatsapp_ButtonInputs */

const en_services_whatsapp_button = /** @type {(inputs: Services_Whatsapp_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message on WhatsApp`)
};

const kn_services_whatsapp_button = /** @type {(inputs: Services_Whatsapp_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp ನಲ್ಲಿ ಸಂದೇಶ ಕಳುಹಿಸಿ`)
};

const hi_services_whatsapp_button = /** @type {(inputs: Services_Whatsapp_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp पर संदेश भेजें`)
};

/**
* | output |
* | --- |
* | "Message on WhatsApp" |
*
* @param {Services_Whatsapp_ButtonInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_whatsapp_button = /** @type {((inputs?: Services_Whatsapp_ButtonInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Whatsapp_ButtonInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_whatsapp_button(inputs)
	if (locale === "hi") return hi_services_whatsapp_button(inputs)
	return en_services_whatsapp_button(inputs)
});