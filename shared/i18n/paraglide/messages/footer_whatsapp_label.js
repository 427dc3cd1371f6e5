/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Whatsapp_LabelInputs */

const en_footer_whatsapp_label = /** @type {(inputs: Footer_Whatsapp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat on WhatsApp (opens in a new tab)`)
};

const kn_footer_whatsapp_label = /** @type {(inputs: Footer_Whatsapp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp ನಲ್ಲಿ ಚಾಟ್ ಮಾಡಿ (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)`)
};

const hi_footer_whatsapp_label = /** @type {(inputs: Footer_Whatsapp_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp पर चैट करें (नए टैब में खुलेगा)`)
};

/**
* | output |
* | --- |
* | "Chat on WhatsApp (opens in a new tab)" |
*
* @param {Footer_Whatsapp_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_whatsapp_label = /** @type {((inputs?: Footer_Whatsapp_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Whatsapp_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_footer_whatsapp_label(inputs)
	if (locale === "hi") return hi_footer_whatsapp_label(inputs)
	return en_footer_whatsapp_label(inputs)
});