/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Validation_RequiredInputs */

const en_validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is required`)
};

const kn_validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ${i?.label} ನಮೂದಿಸಿ`)
};

const hi_validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} भरना ज़रूरी है`)
};

/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Validation_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_required = /** @type {((inputs: Validation_RequiredInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_RequiredInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_required(inputs)
	if (locale === "hi") return hi_validation_required(inputs)
	return en_validation_required(inputs)
});