/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Why_HeadingInputs */

const en_landing_why_heading = /** @type {(inputs: Landing_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Families Choose Us`)
};

const kn_landing_why_heading = /** @type {(inputs: Landing_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕುಟುಂಬಗಳು ನಮ್ಮನ್ನೇ ಏಕೆ ಆರಿಸುತ್ತವೆ`)
};

const hi_landing_why_heading = /** @type {(inputs: Landing_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`परिवार हमें ही क्यों चुनते हैं`)
};

/**
* | output |
* | --- |
* | "Why Families Choose Us" |
*
* @param {Landing_Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_why_heading = /** @type {((inputs?: Landing_Why_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Why_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_why_heading(inputs)
	if (locale === "hi") return hi_landing_why_heading(inputs)
	return en_landing_why_heading(inputs)
});