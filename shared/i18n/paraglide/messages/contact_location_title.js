/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Location_TitleInputs */

const en_contact_location_title = /** @type {(inputs: Contact_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const kn_contact_location_title = /** @type {(inputs: Contact_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳ`)
};

const hi_contact_location_title = /** @type {(inputs: Contact_Location_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्थान`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Contact_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_location_title = /** @type {((inputs?: Contact_Location_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Location_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_location_title(inputs)
	if (locale === "hi") return hi_contact_location_title(inputs)
	return en_contact_location_title(inputs)
});