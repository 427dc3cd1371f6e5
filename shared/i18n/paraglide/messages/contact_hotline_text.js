/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ international: NonNullable<unknown> }} Contact_Hotline_TextInputs */

const en_contact_hotline_text = /** @type {(inputs: Contact_Hotline_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For emergencies and bookings, day or night. From outside India: ${i?.international}.`)
};

const kn_contact_hotline_text = /** @type {(inputs: Contact_Hotline_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭಗಳಿಗೆ ಮತ್ತು ಬುಕಿಂಗ್‌ಗಳಿಗೆ, ಹಗಲು ರಾತ್ರಿ. ಭಾರತದ ಹೊರಗಿನಿಂದ: ${i?.international}.`)
};

const hi_contact_hotline_text = /** @type {(inputs: Contact_Hotline_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी और बुकिंग के लिए, दिन हो या रात। भारत के बाहर से: ${i?.international}।`)
};

/**
* | output |
* | --- |
* | "For emergencies and bookings, day or night. From outside India: {international}." |
*
* @param {Contact_Hotline_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hotline_text = /** @type {((inputs: Contact_Hotline_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Hotline_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_hotline_text(inputs)
	if (locale === "hi") return hi_contact_hotline_text(inputs)
	return en_contact_hotline_text(inputs)
});