/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Services_HeadingInputs */

const en_home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Ambulance Services`)
};

const kn_home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಗಳು`)
};

const hi_home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी एम्बुलेंस सेवाएँ`)
};

/**
* | output |
* | --- |
* | "Our Ambulance Services" |
*
* @param {Home_Services_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_services_heading = /** @type {((inputs?: Home_Services_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Services_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_services_heading(inputs)
	if (locale === "hi") return hi_home_services_heading(inputs)
	return en_home_services_heading(inputs)
});