/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Category_BasicInputs */

const en_fleet_category_basic = /** @type {(inputs: Fleet_Category_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic`)
};

const kn_fleet_category_basic = /** @type {(inputs: Fleet_Category_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೇಸಿಕ್`)
};

const hi_fleet_category_basic = /** @type {(inputs: Fleet_Category_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेसिक`)
};

/**
* | output |
* | --- |
* | "Basic" |
*
* @param {Fleet_Category_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_basic = /** @type {((inputs?: Fleet_Category_BasicInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Category_BasicInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_category_basic(inputs)
	if (locale === "hi") return hi_fleet_category_basic(inputs)
	return en_fleet_category_basic(inputs)
});