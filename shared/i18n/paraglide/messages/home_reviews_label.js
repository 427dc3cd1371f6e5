/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reviews_LabelInputs */

const en_home_reviews_label = /** @type {(inputs: Home_Reviews_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const kn_home_reviews_label = /** @type {(inputs: Home_Reviews_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿಮರ್ಶೆಗಳು`)
};

const hi_home_reviews_label = /** @type {(inputs: Home_Reviews_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`समीक्षाएँ`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Home_Reviews_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_label = /** @type {((inputs?: Home_Reviews_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reviews_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_reviews_label(inputs)
	if (locale === "hi") return hi_home_reviews_label(inputs)
	return en_home_reviews_label(inputs)
});