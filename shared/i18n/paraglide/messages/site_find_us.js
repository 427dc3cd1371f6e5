/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Find_UsInputs */

const en_site_find_us = /** @type {(inputs: Site_Find_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Us`)
};

const kn_site_find_us = /** @type {(inputs: Site_Find_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಇರುವ ಸ್ಥಳ`)
};

const hi_site_find_us = /** @type {(inputs: Site_Find_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारा पता`)
};

/**
* | output |
* | --- |
* | "Find Us" |
*
* @param {Site_Find_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_find_us = /** @type {((inputs?: Site_Find_UsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Find_UsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_find_us(inputs)
	if (locale === "hi") return hi_site_find_us(inputs)
	return en_site_find_us(inputs)
});