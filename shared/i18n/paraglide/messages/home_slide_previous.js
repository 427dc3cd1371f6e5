/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slide_PreviousInputs */

const en_home_slide_previous = /** @type {(inputs: Home_Slide_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous slide`)
};

const kn_home_slide_previous = /** @type {(inputs: Home_Slide_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಿಂದಿನ ಚಿತ್ರ`)
};

const hi_home_slide_previous = /** @type {(inputs: Home_Slide_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछली स्लाइड`)
};

/**
* | output |
* | --- |
* | "Previous slide" |
*
* @param {Home_Slide_PreviousInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_previous = /** @type {((inputs?: Home_Slide_PreviousInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slide_PreviousInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_slide_previous(inputs)
	if (locale === "hi") return hi_home_slide_previous(inputs)
	return en_home_slide_previous(inputs)
});