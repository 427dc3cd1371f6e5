/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Phone_InvalidInputs */

const en_validation_phone_invalid = /** @type {(inputs: Validation_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid Indian phone number, e.g. 98765 43210`)
};

const kn_validation_phone_invalid = /** @type {(inputs: Validation_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸರಿಯಾದ ಭಾರತೀಯ ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ, ಉದಾ. 98765 43210`)
};

const hi_validation_phone_invalid = /** @type {(inputs: Validation_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सही भारतीय फ़ोन नंबर लिखें, जैसे 98765 43210`)
};

/**
* | output |
* | --- |
* | "Enter a valid Indian phone number, e.g. 98765 43210" |
*
* @param {Validation_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_invalid = /** @type {((inputs?: Validation_Phone_InvalidInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Phone_InvalidInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_phone_invalid(inputs)
	if (locale === "hi") return hi_validation_phone_invalid(inputs)
	return en_validation_phone_invalid(inputs)
});