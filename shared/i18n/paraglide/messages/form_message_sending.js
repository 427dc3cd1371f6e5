/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Message_SendingInputs */

const en_form_message_sending = /** @type {(inputs: Form_Message_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

const kn_form_message_sending = /** @type {(inputs: Form_Message_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ…`)
};

const hi_form_message_sending = /** @type {(inputs: Form_Message_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भेजा जा रहा है…`)
};

/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Form_Message_SendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_sending = /** @type {((inputs?: Form_Message_SendingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Message_SendingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_message_sending(inputs)
	if (locale === "hi") return hi_form_message_sending(inputs)
	return en_form_message_sending(inputs)
});