/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Contact_Forms_TextInputs */

const en_contact_forms_text = /** @type {(inputs: Contact_Forms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For an emergency, call <tel>${i?.phone}</tel> now.`)
};

const kn_contact_forms_text = /** @type {(inputs: Contact_Forms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಈಗಲೇ <tel>${i?.phone}</tel> ಗೆ ಕರೆ ಮಾಡಿ.`)
};

const hi_contact_forms_text = /** @type {(inputs: Contact_Forms_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी में अभी <tel>${i?.phone}</tel> पर कॉल करें।`)
};

/**
* | output |
* | --- |
* | "For an emergency, call <tel>{phone}</tel> now." |
*
* @param {Contact_Forms_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_forms_text = /** @type {((inputs: Contact_Forms_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Forms_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_forms_text(inputs)
	if (locale === "hi") return hi_contact_forms_text(inputs)
	return en_contact_forms_text(inputs)
});