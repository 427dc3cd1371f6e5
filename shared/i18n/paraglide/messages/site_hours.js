/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_HoursInputs */

const en_site_hours = /** @type {(inputs: Site_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

const kn_site_hours = /** @type {(inputs: Site_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಮಯ`)
};

const hi_site_hours = /** @type {(inputs: Site_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`समय`)
};

/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Site_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_hours = /** @type {((inputs?: Site_HoursInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_HoursInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_hours(inputs)
	if (locale === "hi") return hi_site_hours(inputs)
	return en_site_hours(inputs)
});