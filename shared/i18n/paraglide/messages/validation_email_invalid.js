/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Email_InvalidInputs */

const en_validation_email_invalid = /** @type {(inputs: Validation_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const kn_validation_email_invalid = /** @type {(inputs: Validation_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ`)
};

const hi_validation_email_invalid = /** @type {(inputs: Validation_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया सही ईमेल पता लिखें`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Validation_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_email_invalid = /** @type {((inputs?: Validation_Email_InvalidInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Email_InvalidInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_email_invalid(inputs)
	if (locale === "hi") return hi_validation_email_invalid(inputs)
	return en_validation_email_invalid(inputs)
});