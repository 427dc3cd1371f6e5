/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Label_PhoneInputs */

const en_form_label_phone = /** @type {(inputs: Form_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone Number`)
};

const kn_form_label_phone = /** @type {(inputs: Form_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಫೋನ್ ಸಂಖ್ಯೆ`)
};

const hi_form_label_phone = /** @type {(inputs: Form_Label_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ोन नंबर`)
};

/**
* | output |
* | --- |
* | "Phone Number" |
*
* @param {Form_Label_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone = /** @type {((inputs?: Form_Label_PhoneInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_PhoneInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_label_phone(inputs)
	if (locale === "hi") return hi_form_label_phone(inputs)
	return en_form_label_phone(inputs)
});