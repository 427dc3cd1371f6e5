/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Label_NameInputs */

const en_form_label_name = /** @type {(inputs: Form_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const kn_form_label_name = /** @type {(inputs: Form_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೆಸರು`)
};

const hi_form_label_name = /** @type {(inputs: Form_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Form_Label_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_name = /** @type {((inputs?: Form_Label_NameInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_NameInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_label_name(inputs)
	if (locale === "hi") return hi_form_label_name(inputs)
	return en_form_label_name(inputs)
});