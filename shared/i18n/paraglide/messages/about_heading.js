/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_HeadingInputs */

const en_about_heading = /** @type {(inputs: About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Service Near Me`)
};

const kn_about_heading = /** @type {(inputs: About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ`)
};

const hi_about_heading = /** @type {(inputs: About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके नज़दीक एम्बुलेंस सेवा`)
};

/**
* | output |
* | --- |
* | "Ambulance Service Near Me" |
*
* @param {About_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_heading = /** @type {((inputs?: About_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_heading(inputs)
	if (locale === "hi") return hi_about_heading(inputs)
	return en_about_heading(inputs)
});