/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Phone_RequiredInputs */

const en_validation_phone_required = /** @type {(inputs: Validation_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number is required`)
};

const kn_validation_phone_required = /** @type {(inputs: Validation_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ`)
};

const hi_validation_phone_required = /** @type {(inputs: Validation_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ोन नंबर भरना ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "Phone number is required" |
*
* @param {Validation_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_required = /** @type {((inputs?: Validation_Phone_RequiredInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Phone_RequiredInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_phone_required(inputs)
	if (locale === "hi") return hi_validation_phone_required(inputs)
	return en_validation_phone_required(inputs)
});