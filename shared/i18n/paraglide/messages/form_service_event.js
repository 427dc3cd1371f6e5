/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Service_EventInputs */

const en_form_service_event = /** @type {(inputs: Form_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Standby`)
};

const kn_form_service_event = /** @type {(inputs: Form_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾರ್ಯಕ್ರಮಗಳಿಗೆ ಸ್ಟ್ಯಾಂಡ್‌ಬೈ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_form_service_event = /** @type {(inputs: Form_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्यक्रमों के लिए स्टैंडबाय एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Event Standby" |
*
* @param {Form_Service_EventInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_event = /** @type {((inputs?: Form_Service_EventInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_EventInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_service_event(inputs)
	if (locale === "hi") return hi_form_service_event(inputs)
	return en_form_service_event(inputs)
});