/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Categories_HeadingInputs */

const en_fleet_categories_heading = /** @type {(inputs: Fleet_Categories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicles by Category`)
};

const kn_fleet_categories_heading = /** @type {(inputs: Fleet_Categories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವರ್ಗವಾರು ವಾಹನಗಳು`)
};

const hi_fleet_categories_heading = /** @type {(inputs: Fleet_Categories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`श्रेणी के अनुसार गाड़ियाँ`)
};

/**
* | output |
* | --- |
* | "Vehicles by Category" |
*
* @param {Fleet_Categories_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_categories_heading = /** @type {((inputs?: Fleet_Categories_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Categories_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_categories_heading(inputs)
	if (locale === "hi") return hi_fleet_categories_heading(inputs)
	return en_fleet_categories_heading(inputs)
});