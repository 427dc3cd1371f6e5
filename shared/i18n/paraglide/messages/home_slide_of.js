/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, count: NonNullable<unknown> }} Home_Slide_OfInputs */

const en_home_slide_of = /** @type {(inputs: Home_Slide_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} of ${i?.count}`)
};

const kn_home_slide_of = /** @type {(inputs: Home_Slide_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ರಲ್ಲಿ ${i?.n}`)
};

const hi_home_slide_of = /** @type {(inputs: Home_Slide_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} में से ${i?.n}`)
};

/**
* | output |
* | --- |
* | "{n} of {count}" |
*
* @param {Home_Slide_OfInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_of = /** @type {((inputs: Home_Slide_OfInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_OfInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_slide_of(inputs)
	if (locale === "hi") return hi_home_slide_of(inputs)
	return en_home_slide_of(inputs)
});