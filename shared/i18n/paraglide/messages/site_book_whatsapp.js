/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Book_WhatsappInputs */

const en_site_book_whatsapp = /** @type {(inputs: Site_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book via WhatsApp`)
};

const kn_site_book_whatsapp = /** @type {(inputs: Site_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp ಮೂಲಕ ಬುಕ್ ಮಾಡಿ`)
};

const hi_site_book_whatsapp = /** @type {(inputs: Site_Book_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp से बुक करें`)
};

/**
* | output |
* | --- |
* | "Book via WhatsApp" |
*
* @param {Site_Book_WhatsappInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_book_whatsapp = /** @type {((inputs?: Site_Book_WhatsappInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Book_WhatsappInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_book_whatsapp(inputs)
	if (locale === "hi") return hi_site_book_whatsapp(inputs)
	return en_site_book_whatsapp(inputs)
});