/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Message_TitleInputs */

const en_form_message_title = /** @type {(inputs: Form_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Us a Message`)
};

const kn_form_message_title = /** @type {(inputs: Form_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ`)
};

const hi_form_message_title = /** @type {(inputs: Form_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमें संदेश भेजें`)
};

/**
* | output |
* | --- |
* | "Send Us a Message" |
*
* @param {Form_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_title = /** @type {((inputs?: Form_Message_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Message_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_message_title(inputs)
	if (locale === "hi") return hi_form_message_title(inputs)
	return en_form_message_title(inputs)
});