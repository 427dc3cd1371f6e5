/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Label_Service_TypeInputs */

const en_form_label_service_type = /** @type {(inputs: Form_Label_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service Type`)
};

const kn_form_label_service_type = /** @type {(inputs: Form_Label_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೇವೆಯ ವಿಧ`)
};

const hi_form_label_service_type = /** @type {(inputs: Form_Label_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा का प्रकार`)
};

/**
* | output |
* | --- |
* | "Service Type" |
*
* @param {Form_Label_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_service_type = /** @type {((inputs?: Form_Label_Service_TypeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Service_TypeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_label_service_type(inputs)
	if (locale === "hi") return hi_form_label_service_type(inputs)
	return en_form_label_service_type(inputs)
});