/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Label_NotesInputs */

const en_form_label_notes = /** @type {(inputs: Form_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Additional Notes`)
};

const kn_form_label_notes = /** @type {(inputs: Form_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೆಚ್ಚುವರಿ ಮಾಹಿತಿ`)
};

const hi_form_label_notes = /** @type {(inputs: Form_Label_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अतिरिक्त जानकारी`)
};

/**
* | output |
* | --- |
* | "Additional Notes" |
*
* @param {Form_Label_NotesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_notes = /** @type {((inputs?: Form_Label_NotesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_NotesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_label_notes(inputs)
	if (locale === "hi") return hi_form_label_notes(inputs)
	return en_form_label_notes(inputs)
});