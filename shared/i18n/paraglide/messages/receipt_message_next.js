/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Message_NextInputs */

const en_receipt_message_next = /** @type {(inputs: Receipt_Message_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will reply by e-mail or phone.`)
};

const kn_receipt_message_next = /** @type {(inputs: Receipt_Message_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಇಮೇಲ್ ಅಥವಾ ಫೋನ್ ಮೂಲಕ ಉತ್ತರಿಸುತ್ತೇವೆ.`)
};

const hi_receipt_message_next = /** @type {(inputs: Receipt_Message_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम ईमेल या फ़ोन से जवाब देंगे।`)
};

/**
* | output |
* | --- |
* | "We will reply by e-mail or phone." |
*
* @param {Receipt_Message_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_next = /** @type {((inputs?: Receipt_Message_NextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Message_NextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_message_next(inputs)
	if (locale === "hi") return hi_receipt_message_next(inputs)
	return en_receipt_message_next(inputs)
});