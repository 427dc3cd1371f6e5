/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locality: NonNullable<unknown>, city: NonNullable<unknown> }} Site_Map_TitleInputs */

const en_site_map_title = /** @type {(inputs: Site_Map_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Map of our base in ${i?.locality}, ${i?.city}`)
};

const kn_site_map_title = /** @type {(inputs: Site_Map_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality}, ${i?.city} ಯಲ್ಲಿರುವ ನಮ್ಮ ನೆಲೆಯ ನಕ್ಷೆ`)
};

const hi_site_map_title = /** @type {(inputs: Site_Map_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality}, ${i?.city} में हमारे बेस का नक्शा`)
};

/**
* | output |
* | --- |
* | "Map of our base in {locality}, {city}" |
*
* @param {Site_Map_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_map_title = /** @type {((inputs: Site_Map_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Map_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_map_title(inputs)
	if (locale === "hi") return hi_site_map_title(inputs)
	return en_site_map_title(inputs)
});