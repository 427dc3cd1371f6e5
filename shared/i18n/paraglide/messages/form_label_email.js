/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Label_EmailInputs */

const en_form_label_email = /** @type {(inputs: Form_Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const kn_form_label_email = /** @type {(inputs: Form_Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಇಮೇಲ್`)
};

const hi_form_label_email = /** @type {(inputs: Form_Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Form_Label_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_email = /** @type {((inputs?: Form_Label_EmailInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_EmailInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_label_email(inputs)
	if (locale === "hi") return hi_form_label_email(inputs)
	return en_form_label_email(inputs)
});