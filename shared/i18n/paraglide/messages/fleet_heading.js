/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_HeadingInputs */

const en_fleet_heading = /** @type {(inputs: Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Ambulance Fleet`)
};

const kn_fleet_heading = /** @type {(inputs: Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ವಾಹನಗಳು`)
};

const hi_fleet_heading = /** @type {(inputs: Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी एम्बुलेंस गाड़ियाँ`)
};

/**
* | output |
* | --- |
* | "Our Ambulance Fleet" |
*
* @param {Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_heading = /** @type {((inputs?: Fleet_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_heading(inputs)
	if (locale === "hi") return hi_fleet_heading(inputs)
	return en_fleet_heading(inputs)
});