/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Book_OnlineInputs */

const en_footer_book_online = /** @type {(inputs: Footer_Book_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book online`)
};

const kn_footer_book_online = /** @type {(inputs: Footer_Book_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಬುಕ್ ಮಾಡಿ`)
};

const hi_footer_book_online = /** @type {(inputs: Footer_Book_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑनलाइन बुक करें`)
};

/**
* | output |
* | --- |
* | "Book online" |
*
* @param {Footer_Book_OnlineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_book_online = /** @type {((inputs?: Footer_Book_OnlineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Book_OnlineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_footer_book_online(inputs)
	if (locale === "hi") return hi_footer_book_online(inputs)
	return en_footer_book_online(inputs)
});