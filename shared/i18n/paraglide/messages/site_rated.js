/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Site_RatedInputs */

const en_site_rated = /** @type {(inputs: Site_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating} out of 5`)
};

const kn_site_rated = /** @type {(inputs: Site_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`5 ರಲ್ಲಿ ${i?.rating} ರೇಟಿಂಗ್`)
};

const hi_site_rated = /** @type {(inputs: Site_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`5 में से ${i?.rating} रेटिंग`)
};

/**
* | output |
* | --- |
* | "Rated {rating} out of 5" |
*
* @param {Site_RatedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_rated = /** @type {((inputs: Site_RatedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_RatedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_rated(inputs)
	if (locale === "hi") return hi_site_rated(inputs)
	return en_site_rated(inputs)
});