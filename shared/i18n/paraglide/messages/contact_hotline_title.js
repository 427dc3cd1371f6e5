/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Hotline_TitleInputs */

const en_contact_hotline_title = /** @type {(inputs: Contact_Hotline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 Hotline`)
};

const kn_contact_hotline_title = /** @type {(inputs: Contact_Hotline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 ಹಾಟ್‌ಲೈನ್`)
};

const hi_contact_hotline_title = /** @type {(inputs: Contact_Hotline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 हॉटलाइन`)
};

/**
* | output |
* | --- |
* | "24x7 Hotline" |
*
* @param {Contact_Hotline_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hotline_title = /** @type {((inputs?: Contact_Hotline_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Hotline_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_hotline_title(inputs)
	if (locale === "hi") return hi_contact_hotline_title(inputs)
	return en_contact_hotline_title(inputs)
});