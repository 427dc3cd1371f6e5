/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Contact_HeadingInputs */

const en_legal_contact_heading = /** @type {(inputs: Legal_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const kn_legal_contact_heading = /** @type {(inputs: Legal_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂಪರ್ಕ`)
};

const hi_legal_contact_heading = /** @type {(inputs: Legal_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संपर्क`)
};

/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Legal_Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_contact_heading = /** @type {((inputs?: Legal_Contact_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Contact_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_contact_heading(inputs)
	if (locale === "hi") return hi_legal_contact_heading(inputs)
	return en_legal_contact_heading(inputs)
});