/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_Whatsapp_HeadingInputs */

const en_helpline_whatsapp_heading = /** @type {(inputs: Helpline_Whatsapp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot talk? Use WhatsApp`)
};

const kn_helpline_whatsapp_heading = /** @type {(inputs: Helpline_Whatsapp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮಾತನಾಡಲು ಆಗುತ್ತಿಲ್ಲವೇ? WhatsApp ಬಳಸಿ`)
};

const hi_helpline_whatsapp_heading = /** @type {(inputs: Helpline_Whatsapp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बात नहीं कर सकते? WhatsApp करें`)
};

/**
* | output |
* | --- |
* | "Cannot talk? Use WhatsApp" |
*
* @param {Helpline_Whatsapp_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_whatsapp_heading = /** @type {((inputs?: Helpline_Whatsapp_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Whatsapp_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_whatsapp_heading(inputs)
	if (locale === "hi") return hi_helpline_whatsapp_heading(inputs)
	return en_helpline_whatsapp_heading(inputs)
});