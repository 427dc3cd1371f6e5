/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Service_CardiacInputs */

const en_form_service_cardiac = /** @type {(inputs: Form_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardiac Ambulance`)
};

const kn_form_service_cardiac = /** @type {(inputs: Form_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೃದ್ರೋಗಿಗಳ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_form_service_cardiac = /** @type {(inputs: Form_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्डियक (दिल के मरीज़ों की) एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Cardiac Ambulance" |
*
* @param {Form_Service_CardiacInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_cardiac = /** @type {((inputs?: Form_Service_CardiacInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_CardiacInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_service_cardiac(inputs)
	if (locale === "hi") return hi_form_service_cardiac(inputs)
	return en_form_service_cardiac(inputs)
});