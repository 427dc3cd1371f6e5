/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_HeadingInputs */

const en_contact_heading = /** @type {(inputs: Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Us`)
};

const kn_contact_heading = /** @type {(inputs: Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ`)
};

const hi_contact_heading = /** @type {(inputs: Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमसे संपर्क करें`)
};

/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_heading = /** @type {((inputs?: Contact_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_heading(inputs)
	if (locale === "hi") return hi_contact_heading(inputs)
	return en_contact_heading(inputs)
});