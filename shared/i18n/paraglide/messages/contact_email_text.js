/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Email_TextInputs */

const en_contact_email_text = /** @type {(inputs: Contact_Email_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For corporate billing and anything that is not urgent.`)
};

const kn_contact_email_text = /** @type {(inputs: Contact_Email_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾರ್ಪೊರೇಟ್ ಬಿಲ್ಲಿಂಗ್ ಮತ್ತು ತುರ್ತು ಅಲ್ಲದ ಯಾವುದೇ ವಿಷಯಕ್ಕೆ.`)
};

const hi_contact_email_text = /** @type {(inputs: Contact_Email_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉर्पोरेट बिलिंग और ऐसी हर बात के लिए जो जल्दी की नहीं है।`)
};

/**
* | output |
* | --- |
* | "For corporate billing and anything that is not urgent." |
*
* @param {Contact_Email_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_email_text = /** @type {((inputs?: Contact_Email_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Email_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_email_text(inputs)
	if (locale === "hi") return hi_contact_email_text(inputs)
	return en_contact_email_text(inputs)
});