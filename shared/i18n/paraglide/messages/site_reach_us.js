/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Reach_UsInputs */

const en_site_reach_us = /** @type {(inputs: Site_Reach_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach us`)
};

const kn_site_reach_us = /** @type {(inputs: Site_Reach_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ`)
};

const hi_site_reach_us = /** @type {(inputs: Site_Reach_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमसे संपर्क करें`)
};

/**
* | output |
* | --- |
* | "Reach us" |
*
* @param {Site_Reach_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_reach_us = /** @type {((inputs?: Site_Reach_UsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Reach_UsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_reach_us(inputs)
	if (locale === "hi") return hi_site_reach_us(inputs)
	return en_site_reach_us(inputs)
});