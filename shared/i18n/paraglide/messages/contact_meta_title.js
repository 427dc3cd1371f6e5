/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Contact_Meta_TitleInputs */

const en_contact_meta_title = /** @type {(inputs: Contact_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact Us | ${i?.business}, 24x7 Ambulance Booking`)
};

const kn_contact_meta_title = /** @type {(inputs: Contact_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ | ${i?.business}, 24x7 ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್`)
};

const hi_contact_meta_title = /** @type {(inputs: Contact_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हमसे संपर्क करें | ${i?.business}, 24x7 एम्बुलेंस बुकिंग`)
};

/**
* | output |
* | --- |
* | "Contact Us \| {business}, 24x7 Ambulance Booking" |
*
* @param {Contact_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_meta_title = /** @type {((inputs: Contact_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_meta_title(inputs)
	if (locale === "hi") return hi_contact_meta_title(inputs)
	return en_contact_meta_title(inputs)
});