/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Service_BasicInputs */

const en_form_service_basic = /** @type {(inputs: Form_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BLS Ambulance`)
};

const kn_form_service_basic = /** @type {(inputs: Form_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BLS ಆಂಬ್ಯುಲೆನ್ಸ್ (ಮೂಲ ಜೀವರಕ್ಷಕ)`)
};

const hi_form_service_basic = /** @type {(inputs: Form_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BLS एम्बुलेंस (बेसिक लाइफ़ सपोर्ट)`)
};

/**
* | output |
* | --- |
* | "BLS Ambulance" |
*
* @param {Form_Service_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_basic = /** @type {((inputs?: Form_Service_BasicInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_BasicInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_service_basic(inputs)
	if (locale === "hi") return hi_form_service_basic(inputs)
	return en_form_service_basic(inputs)
});