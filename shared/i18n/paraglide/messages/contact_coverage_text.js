/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locality: NonNullable<unknown> }} Contact_Coverage_TextInputs */

const en_contact_coverage_text = /** @type {(inputs: Contact_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From our base in ${i?.locality}, across Bengaluru. Not on the list? Call us: we will tell you straight away.`)
};

const kn_contact_coverage_text = /** @type {(inputs: Contact_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} ಯಲ್ಲಿರುವ ನಮ್ಮ ನೆಲೆಯಿಂದ ಬೆಂಗಳೂರಿನಾದ್ಯಂತ. ನಿಮ್ಮ ಪ್ರದೇಶ ಪಟ್ಟಿಯಲ್ಲಿ ಇಲ್ಲವೇ? ನಮಗೆ ಕರೆ ಮಾಡಿ: ತಕ್ಷಣ ತಿಳಿಸುತ್ತೇವೆ.`)
};

const hi_contact_coverage_text = /** @type {(inputs: Contact_Coverage_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} में हमारे बेस से, पूरे बेंगलुरु में। आपका इलाका सूची में नहीं है? हमें कॉल करें: हम तुरंत बता देंगे।`)
};

/**
* | output |
* | --- |
* | "From our base in {locality}, across Bengaluru. Not on the list? Call us: we will tell you straight away." |
*
* @param {Contact_Coverage_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_coverage_text = /** @type {((inputs: Contact_Coverage_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Coverage_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_coverage_text(inputs)
	if (locale === "hi") return hi_contact_coverage_text(inputs)
	return en_contact_coverage_text(inputs)
});