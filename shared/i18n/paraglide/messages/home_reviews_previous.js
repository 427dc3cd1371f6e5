/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reviews_PreviousInputs */

const en_home_reviews_previous = /** @type {(inputs: Home_Reviews_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous reviews`)
};

const kn_home_reviews_previous = /** @type {(inputs: Home_Reviews_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಿಂದಿನ ವಿಮರ್ಶೆಗಳು`)
};

const hi_home_reviews_previous = /** @type {(inputs: Home_Reviews_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछली समीक्षाएँ`)
};

/**
* | output |
* | --- |
* | "Previous reviews" |
*
* @param {Home_Reviews_PreviousInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_previous = /** @type {((inputs?: Home_Reviews_PreviousInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reviews_PreviousInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_reviews_previous(inputs)
	if (locale === "hi") return hi_home_reviews_previous(inputs)
	return en_home_reviews_previous(inputs)
});