/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Category_IcuInputs */

const en_fleet_category_icu = /** @type {(inputs: Fleet_Category_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU`)
};

const kn_fleet_category_icu = /** @type {(inputs: Fleet_Category_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU`)
};

const hi_fleet_category_icu = /** @type {(inputs: Fleet_Category_IcuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ICU`)
};

/**
* | output |
* | --- |
* | "ICU" |
*
* @param {Fleet_Category_IcuInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_icu = /** @type {((inputs?: Fleet_Category_IcuInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Category_IcuInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_category_icu(inputs)
	if (locale === "hi") return hi_fleet_category_icu(inputs)
	return en_fleet_category_icu(inputs)
});