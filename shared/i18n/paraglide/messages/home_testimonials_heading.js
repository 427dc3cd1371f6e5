/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Testimonials_HeadingInputs */

const en_home_testimonials_heading = /** @type {(inputs: Home_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Families Say`)
};

const kn_home_testimonials_heading = /** @type {(inputs: Home_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕುಟುಂಬಗಳ ಮಾತು`)
};

const hi_home_testimonials_heading = /** @type {(inputs: Home_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`परिवार क्या कहते हैं`)
};

/**
* | output |
* | --- |
* | "What Families Say" |
*
* @param {Home_Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_heading = /** @type {((inputs?: Home_Testimonials_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Testimonials_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_testimonials_heading(inputs)
	if (locale === "hi") return hi_home_testimonials_heading(inputs)
	return en_home_testimonials_heading(inputs)
});