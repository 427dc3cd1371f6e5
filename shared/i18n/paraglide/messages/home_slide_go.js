/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Home_Slide_GoInputs */

const en_home_slide_go = /** @type {(inputs: Home_Slide_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Go to slide ${i?.n}`)
};

const kn_home_slide_go = /** @type {(inputs: Home_Slide_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಚಿತ್ರ ${i?.n} ತೋರಿಸಿ`)
};

const hi_home_slide_go = /** @type {(inputs: Home_Slide_GoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`स्लाइड ${i?.n} पर जाएँ`)
};

/**
* | output |
* | --- |
* | "Go to slide {n}" |
*
* @param {Home_Slide_GoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_go = /** @type {((inputs: Home_Slide_GoInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_GoInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_slide_go(inputs)
	if (locale === "hi") return hi_home_slide_go(inputs)
	return en_home_slide_go(inputs)
});