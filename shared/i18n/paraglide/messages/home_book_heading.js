/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Book_HeadingInputs */

const en_home_book_heading = /** @type {(inputs: Home_Book_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book an Ambulance`)
};

const kn_home_book_heading = /** @type {(inputs: Home_Book_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕ್ ಮಾಡಿ`)
};

const hi_home_book_heading = /** @type {(inputs: Home_Book_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस बुक करें`)
};

/**
* | output |
* | --- |
* | "Book an Ambulance" |
*
* @param {Home_Book_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_book_heading = /** @type {((inputs?: Home_Book_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Book_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_book_heading(inputs)
	if (locale === "hi") return hi_home_book_heading(inputs)
	return en_home_book_heading(inputs)
});