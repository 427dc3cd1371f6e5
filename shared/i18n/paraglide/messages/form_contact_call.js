/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Contact_CallInputs */

const en_form_contact_call = /** @type {(inputs: Form_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call`)
};

const kn_form_contact_call = /** @type {(inputs: Form_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕರೆ`)
};

const hi_form_contact_call = /** @type {(inputs: Form_Contact_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉल`)
};

/**
* | output |
* | --- |
* | "Call" |
*
* @param {Form_Contact_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_contact_call = /** @type {((inputs?: Form_Contact_CallInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Contact_CallInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_contact_call(inputs)
	if (locale === "hi") return hi_form_contact_call(inputs)
	return en_form_contact_call(inputs)
});