/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Fleet_HeadingInputs */

const en_home_fleet_heading = /** @type {(inputs: Home_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Fleet`)
};

const kn_home_fleet_heading = /** @type {(inputs: Home_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ವಾಹನಗಳು`)
};

const hi_home_fleet_heading = /** @type {(inputs: Home_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी गाड़ियाँ`)
};

/**
* | output |
* | --- |
* | "Our Fleet" |
*
* @param {Home_Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_fleet_heading = /** @type {((inputs?: Home_Fleet_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Fleet_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_fleet_heading(inputs)
	if (locale === "hi") return hi_home_fleet_heading(inputs)
	return en_home_fleet_heading(inputs)
});