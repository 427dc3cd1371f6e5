/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Coverage_HeadingInputs */

const en_landing_coverage_heading = /** @type {(inputs: Landing_Coverage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulances Across Bengaluru`)
};

const kn_landing_coverage_heading = /** @type {(inputs: Landing_Coverage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಾದ್ಯಂತ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು`)
};

const hi_landing_coverage_heading = /** @type {(inputs: Landing_Coverage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरे बेंगलुरु में एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Ambulances Across Bengaluru" |
*
* @param {Landing_Coverage_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_coverage_heading = /** @type {((inputs?: Landing_Coverage_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Coverage_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_coverage_heading(inputs)
	if (locale === "hi") return hi_landing_coverage_heading(inputs)
	return en_landing_coverage_heading(inputs)
});