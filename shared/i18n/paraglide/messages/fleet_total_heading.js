/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Total_HeadingInputs */

const en_fleet_total_heading = /** @type {(inputs: Fleet_Total_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Vehicles`)
};

const kn_fleet_total_heading = /** @type {(inputs: Fleet_Total_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಒಟ್ಟು ವಾಹನಗಳು`)
};

const hi_fleet_total_heading = /** @type {(inputs: Fleet_Total_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल गाड़ियाँ`)
};

/**
* | output |
* | --- |
* | "Total Vehicles" |
*
* @param {Fleet_Total_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_total_heading = /** @type {((inputs?: Fleet_Total_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Total_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_total_heading(inputs)
	if (locale === "hi") return hi_fleet_total_heading(inputs)
	return en_fleet_total_heading(inputs)
});