/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Service_IcuInputs */

const en_form_service_icu = /** @type {(inputs: Form_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU Ambulance`)
};

const kn_form_service_icu = /** @type {(inputs: Form_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_form_service_icu = /** @type {(inputs: Form_Service_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "ICU Ambulance" |
*
* @param {Form_Service_IcuInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_icu = /** @type {((inputs?: Form_Service_IcuInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_IcuInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_service_icu(inputs)
	if (locale === "hi") return hi_form_service_icu(inputs)
	return en_form_service_icu(inputs)
});