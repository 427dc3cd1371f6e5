/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Forms_HeadingInputs */

const en_contact_forms_heading = /** @type {(inputs: Contact_Forms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book an Ambulance or Send a Message`)
};

const kn_contact_forms_heading = /** @type {(inputs: Contact_Forms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕ್ ಮಾಡಿ ಅಥವಾ ಸಂದೇಶ ಕಳುಹಿಸಿ`)
};

const hi_contact_forms_heading = /** @type {(inputs: Contact_Forms_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस बुक करें या संदेश भेजें`)
};

/**
* | output |
* | --- |
* | "Book an Ambulance or Send a Message" |
*
* @param {Contact_Forms_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_forms_heading = /** @type {((inputs?: Contact_Forms_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Forms_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_forms_heading(inputs)
	if (locale === "hi") return hi_contact_forms_heading(inputs)
	return en_contact_forms_heading(inputs)
});