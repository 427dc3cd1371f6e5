/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_FleetInputs */

const en_nav_fleet = /** @type {(inputs: Nav_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fleet`)
};

const kn_nav_fleet = /** @type {(inputs: Nav_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಾಹನಗಳು`)
};

const hi_nav_fleet = /** @type {(inputs: Nav_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गाड़ियाँ`)
};

/**
* | output |
* | --- |
* | "Fleet" |
*
* @param {Nav_FleetInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_fleet = /** @type {((inputs?: Nav_FleetInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_FleetInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_nav_fleet(inputs)
	if (locale === "hi") return hi_nav_fleet(inputs)
	return en_nav_fleet(inputs)
});