/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Filter_AllInputs */

const en_fleet_filter_all = /** @type {(inputs: Fleet_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const kn_fleet_filter_all = /** @type {(inputs: Fleet_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಎಲ್ಲವೂ`)
};

const hi_fleet_filter_all = /** @type {(inputs: Fleet_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Fleet_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_filter_all = /** @type {((inputs?: Fleet_Filter_AllInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Filter_AllInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_filter_all(inputs)
	if (locale === "hi") return hi_fleet_filter_all(inputs)
	return en_fleet_filter_all(inputs)
});