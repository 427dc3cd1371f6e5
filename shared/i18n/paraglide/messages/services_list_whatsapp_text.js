/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_List_Whatsapp_TextInputs */

const en_services_list_whatsapp_text = /** @type {(inputs: Services_List_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I need an ambulance`)
};

const kn_services_list_whatsapp_text = /** @type {(inputs: Services_List_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನನಗೆ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕು`)
};

const hi_services_list_whatsapp_text = /** @type {(inputs: Services_List_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मुझे एम्बुलेंस चाहिए`)
};

/**
* | output |
* | --- |
* | "I need an ambulance" |
*
* @param {Services_List_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_whatsapp_text = /** @type {((inputs?: Services_List_Whatsapp_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_Whatsapp_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_list_whatsapp_text(inputs)
	if (locale === "hi") return hi_services_list_whatsapp_text(inputs)
	return en_services_list_whatsapp_text(inputs)
});