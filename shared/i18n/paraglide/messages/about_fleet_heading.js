/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Fleet_HeadingInputs */

const en_about_fleet_heading = /** @type {(inputs: About_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our fleet`)
};

const kn_about_fleet_heading = /** @type {(inputs: About_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ವಾಹನಗಳು`)
};

const hi_about_fleet_heading = /** @type {(inputs: About_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी गाड़ियाँ`)
};

/**
* | output |
* | --- |
* | "Our fleet" |
*
* @param {About_Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_fleet_heading = /** @type {((inputs?: About_Fleet_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fleet_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_fleet_heading(inputs)
	if (locale === "hi") return hi_about_fleet_heading(inputs)
	return en_about_fleet_heading(inputs)
});