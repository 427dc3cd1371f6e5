/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_HeadingInputs */

const en_home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Choose Us`)
};

const kn_home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನೇ ಏಕೆ ಆರಿಸಬೇಕು`)
};

const hi_home_why_heading = /** @type {(inputs: Home_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमें ही क्यों चुनें`)
};

/**
* | output |
* | --- |
* | "Why Choose Us" |
*
* @param {Home_Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_why_heading = /** @type {((inputs?: Home_Why_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_why_heading(inputs)
	if (locale === "hi") return hi_home_why_heading(inputs)
	return en_home_why_heading(inputs)
});