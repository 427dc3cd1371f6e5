/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Service_TypeInputs */

const en_validation_service_type = /** @type {(inputs: Validation_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a service type`)
};

const kn_validation_service_type = /** @type {(inputs: Validation_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಸೇವೆಯ ವಿಧವನ್ನು ಆಯ್ಕೆಮಾಡಿ`)
};

const hi_validation_service_type = /** @type {(inputs: Validation_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सेवा का प्रकार चुनें`)
};

/**
* | output |
* | --- |
* | "Please select a service type" |
*
* @param {Validation_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_service_type = /** @type {((inputs?: Validation_Service_TypeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Service_TypeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_service_type(inputs)
	if (locale === "hi") return hi_validation_service_type(inputs)
	return en_validation_service_type(inputs)
});