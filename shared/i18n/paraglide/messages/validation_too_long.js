/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, max: NonNullable<unknown> }} Validation_Too_LongInputs */

const en_validation_too_long = /** @type {(inputs: Validation_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be at most ${i?.max} characters`)
};

const kn_validation_too_long = /** @type {(inputs: Validation_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.max} ಅಕ್ಷರಗಳನ್ನು ಮೀರಬಾರದು`)
};

const hi_validation_too_long = /** @type {(inputs: Validation_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} में ज़्यादा से ज़्यादा ${i?.max} अक्षर हो सकते हैं`)
};

/**
* | output |
* | --- |
* | "{label} must be at most {max} characters" |
*
* @param {Validation_Too_LongInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_long = /** @type {((inputs: Validation_Too_LongInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Too_LongInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_too_long(inputs)
	if (locale === "hi") return hi_validation_too_long(inputs)
	return en_validation_too_long(inputs)
});