/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, min: NonNullable<unknown> }} Validation_Too_ShortInputs */

const en_validation_too_short = /** @type {(inputs: Validation_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be at least ${i?.min} characters`)
};

const kn_validation_too_short = /** @type {(inputs: Validation_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ಕನಿಷ್ಠ ${i?.min} ಅಕ್ಷರಗಳಷ್ಟು ಇರಬೇಕು`)
};

const hi_validation_too_short = /** @type {(inputs: Validation_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} में कम से कम ${i?.min} अक्षर लिखें`)
};

/**
* | output |
* | --- |
* | "{label} must be at least {min} characters" |
*
* @param {Validation_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_short = /** @type {((inputs: Validation_Too_ShortInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Too_ShortInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_too_short(inputs)
	if (locale === "hi") return hi_validation_too_short(inputs)
	return en_validation_too_short(inputs)
});