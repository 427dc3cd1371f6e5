/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Book_WhatsappInputs */

const en_nav_book_whatsapp = /** @type {(inputs: Nav_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book on WhatsApp`)
};

const kn_nav_book_whatsapp = /** @type {(inputs: Nav_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp ನಲ್ಲಿ ಬುಕ್ ಮಾಡಿ`)
};

const hi_nav_book_whatsapp = /** @type {(inputs: Nav_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp पर बुक करें`)
};

/**
* | output |
* | --- |
* | "Book on WhatsApp" |
*
* @param {Nav_Book_WhatsappInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_book_whatsapp = /** @type {((inputs?: Nav_Book_WhatsappInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Book_WhatsappInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_nav_book_whatsapp(inputs)
	if (locale === "hi") return hi_nav_book_whatsapp(inputs)
	return en_nav_book_whatsapp(inputs)
});