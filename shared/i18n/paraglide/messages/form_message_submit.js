/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Message_SubmitInputs */

const en_form_message_submit = /** @type {(inputs: Form_Message_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Message`)
};

const kn_form_message_submit = /** @type {(inputs: Form_Message_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂದೇಶ ಕಳುಹಿಸಿ`)
};

const hi_form_message_submit = /** @type {(inputs: Form_Message_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संदेश भेजें`)
};

/**
* | output |
* | --- |
* | "Send Message" |
*
* @param {Form_Message_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_submit = /** @type {((inputs?: Form_Message_SubmitInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Message_SubmitInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_message_submit(inputs)
	if (locale === "hi") return hi_form_message_submit(inputs)
	return en_form_message_submit(inputs)
});