/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Label_Phone_OptionalInputs */

const en_form_label_phone_optional = /** @type {(inputs: Form_Label_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone (optional)`)
};

const kn_form_label_phone_optional = /** @type {(inputs: Form_Label_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಫೋನ್ (ಐಚ್ಛಿಕ)`)
};

const hi_form_label_phone_optional = /** @type {(inputs: Form_Label_Phone_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ोन (वैकल्पिक)`)
};

/**
* | output |
* | --- |
* | "Phone (optional)" |
*
* @param {Form_Label_Phone_OptionalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone_optional = /** @type {((inputs?: Form_Label_Phone_OptionalInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Phone_OptionalInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_label_phone_optional(inputs)
	if (locale === "hi") return hi_form_label_phone_optional(inputs)
	return en_form_label_phone_optional(inputs)
});