/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Select_Service_TypeInputs */

const en_form_select_service_type = /** @type {(inputs: Form_Select_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select service type`)
};

const kn_form_select_service_type = /** @type {(inputs: Form_Select_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೇವೆಯ ವಿಧವನ್ನು ಆಯ್ಕೆಮಾಡಿ`)
};

const hi_form_select_service_type = /** @type {(inputs: Form_Select_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा का प्रकार चुनें`)
};

/**
* | output |
* | --- |
* | "Select service type" |
*
* @param {Form_Select_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_select_service_type = /** @type {((inputs?: Form_Select_Service_TypeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Select_Service_TypeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_select_service_type(inputs)
	if (locale === "hi") return hi_form_select_service_type(inputs)
	return en_form_select_service_type(inputs)
});