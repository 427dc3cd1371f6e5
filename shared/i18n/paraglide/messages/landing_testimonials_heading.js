/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Testimonials_HeadingInputs */

const en_landing_testimonials_heading = /** @type {(inputs: Landing_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Our Patients Say`)
};

const kn_landing_testimonials_heading = /** @type {(inputs: Landing_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ರೋಗಿಗಳ ಮಾತು`)
};

const hi_landing_testimonials_heading = /** @type {(inputs: Landing_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारे मरीज़ क्या कहते हैं`)
};

/**
* | output |
* | --- |
* | "What Our Patients Say" |
*
* @param {Landing_Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_testimonials_heading = /** @type {((inputs?: Landing_Testimonials_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Testimonials_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_testimonials_heading(inputs)
	if (locale === "hi") return hi_landing_testimonials_heading(inputs)
	return en_landing_testimonials_heading(inputs)
});