/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Category_ServiceInputs */

const en_fleet_category_service = /** @type {(inputs: Fleet_Category_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

const kn_fleet_category_service = /** @type {(inputs: Fleet_Category_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೇವೆ`)
};

const hi_fleet_category_service = /** @type {(inputs: Fleet_Category_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सेवा`)
};

/**
* | output |
* | --- |
* | "Service" |
*
* @param {Fleet_Category_ServiceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_service = /** @type {((inputs?: Fleet_Category_ServiceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Category_ServiceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_category_service(inputs)
	if (locale === "hi") return hi_fleet_category_service(inputs)
	return en_fleet_category_service(inputs)
});