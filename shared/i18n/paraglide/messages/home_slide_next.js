/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_NextInputs */

const en_home_slide_next = /** @type {(inputs: Home_Slide_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next slide`)
};

const kn_home_slide_next = /** @type {(inputs: Home_Slide_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಂದಿನ ಚಿತ್ರ`)
};

const hi_home_slide_next = /** @type {(inputs: Home_Slide_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगली स्लाइड`)
};

/**
* | output |
* | --- |
* | "Next slide" |
*
* @param {Home_Slide_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_next = /** @type {((inputs?: Home_Slide_NextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_NextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_slide_next(inputs)
	if (locale === "hi") return hi_home_slide_next(inputs)
	return en_home_slide_next(inputs)
});