/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Service_AlsInputs */

const en_form_service_als = /** @type {(inputs: Form_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS Ambulance`)
};

const kn_form_service_als = /** @type {(inputs: Form_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS ಆಂಬ್ಯುಲೆನ್ಸ್ (ಸುಧಾರಿತ ಜೀವರಕ್ಷಕ)`)
};

const hi_form_service_als = /** @type {(inputs: Form_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS एम्बुलेंस (एडवांस्ड लाइफ़ सपोर्ट)`)
};

/**
* | output |
* | --- |
* | "ALS Ambulance" |
*
* @param {Form_Service_AlsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_als = /** @type {((inputs?: Form_Service_AlsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_AlsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_service_als(inputs)
	if (locale === "hi") return hi_form_service_als(inputs)
	return en_form_service_als(inputs)
});