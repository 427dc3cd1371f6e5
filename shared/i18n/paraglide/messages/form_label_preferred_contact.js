/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Label_Preferred_ContactInputs */

const en_form_label_preferred_contact = /** @type {(inputs: Form_Label_Preferred_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred contact`)
};

const kn_form_label_preferred_contact = /** @type {(inputs: Form_Label_Preferred_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮನ್ನು ಹೇಗೆ ಸಂಪರ್ಕಿಸಬೇಕು`)
};

const hi_form_label_preferred_contact = /** @type {(inputs: Form_Label_Preferred_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम आपसे कैसे संपर्क करें`)
};

/**
* | output |
* | --- |
* | "Preferred contact" |
*
* @param {Form_Label_Preferred_ContactInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_preferred_contact = /** @type {((inputs?: Form_Label_Preferred_ContactInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Preferred_ContactInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_label_preferred_contact(inputs)
	if (locale === "hi") return hi_form_label_preferred_contact(inputs)
	return en_form_label_preferred_contact(inputs)
});