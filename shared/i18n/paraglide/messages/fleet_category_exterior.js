/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Category_ExteriorInputs */

const en_fleet_category_exterior = /** @type {(inputs: Fleet_Category_ExteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exterior`)
};

const kn_fleet_category_exterior = /** @type {(inputs: Fleet_Category_ExteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೊರನೋಟ`)
};

const hi_fleet_category_exterior = /** @type {(inputs: Fleet_Category_ExteriorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बाहर से`)
};

/**
* | output |
* | --- |
* | "Exterior" |
*
* @param {Fleet_Category_ExteriorInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_exterior = /** @type {((inputs?: Fleet_Category_ExteriorInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Category_ExteriorInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_category_exterior(inputs)
	if (locale === "hi") return hi_fleet_category_exterior(inputs)
	return en_fleet_category_exterior(inputs)
});