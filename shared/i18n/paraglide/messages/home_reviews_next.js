/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reviews_NextInputs */

const en_home_reviews_next = /** @type {(inputs: Home_Reviews_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next reviews`)
};

const kn_home_reviews_next = /** @type {(inputs: Home_Reviews_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಂದಿನ ವಿಮರ್ಶೆಗಳು`)
};

const hi_home_reviews_next = /** @type {(inputs: Home_Reviews_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगली समीक्षाएँ`)
};

/**
* | output |
* | --- |
* | "Next reviews" |
*
* @param {Home_Reviews_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_next = /** @type {((inputs?: Home_Reviews_NextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reviews_NextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_reviews_next(inputs)
	if (locale === "hi") return hi_home_reviews_next(inputs)
	return en_home_reviews_next(inputs)
});