/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Category_InteriorInputs */

const en_fleet_category_interior = /** @type {(inputs: Fleet_Category_InteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interior`)
};

const kn_fleet_category_interior = /** @type {(inputs: Fleet_Category_InteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಒಳನೋಟ`)
};

const hi_fleet_category_interior = /** @type {(inputs: Fleet_Category_InteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अंदर से`)
};

/**
* | output |
* | --- |
* | "Interior" |
*
* @param {Fleet_Category_InteriorInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_interior = /** @type {((inputs?: Fleet_Category_InteriorInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Category_InteriorInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_category_interior(inputs)
	if (locale === "hi") return hi_fleet_category_interior(inputs)
	return en_fleet_category_interior(inputs)
});