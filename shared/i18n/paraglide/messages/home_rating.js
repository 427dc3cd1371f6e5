/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown>, best: NonNullable<unknown>, count: NonNullable<unknown> }} Home_RatingInputs */

const en_home_rating = /** @type {(inputs: Home_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.value} out of ${i?.best} from ${i?.count} reviews`)
};

const kn_home_rating = /** @type {(inputs: Home_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ವಿಮರ್ಶೆಗಳಿಂದ ${i?.best} ರಲ್ಲಿ ${i?.value} ರೇಟಿಂಗ್`)
};

const hi_home_rating = /** @type {(inputs: Home_RatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} समीक्षाओं में ${i?.best} में से ${i?.value} रेटिंग`)
};

/**
* | output |
* | --- |
* | "Rated {value} out of {best} from {count} reviews" |
*
* @param {Home_RatingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_rating = /** @type {((inputs: Home_RatingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_RatingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_rating(inputs)
	if (locale === "hi") return hi_home_rating(inputs)
	return en_home_rating(inputs)
});