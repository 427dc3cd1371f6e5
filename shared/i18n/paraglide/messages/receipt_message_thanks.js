/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Message_ThanksInputs */

const en_receipt_message_thanks = /** @type {(inputs: Receipt_Message_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your message has been sent.`)
};

const kn_receipt_message_thanks = /** @type {(inputs: Receipt_Message_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ಸಂದೇಶ ನಮಗೆ ತಲುಪಿದೆ.`)
};

const hi_receipt_message_thanks = /** @type {(inputs: Receipt_Message_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`धन्यवाद! आपका संदेश हमें मिल गया है।`)
};

/**
* | output |
* | --- |
* | "Thank you! Your message has been sent." |
*
* @param {Receipt_Message_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_thanks = /** @type {((inputs?: Receipt_Message_ThanksInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Message_ThanksInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_message_thanks(inputs)
	if (locale === "hi") return hi_receipt_message_thanks(inputs)
	return en_receipt_message_thanks(inputs)
});