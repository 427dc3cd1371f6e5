/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Booking_ThanksInputs */

const en_receipt_booking_thanks = /** @type {(inputs: Receipt_Booking_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your request has been received.`)
};

const kn_receipt_booking_thanks = /** @type {(inputs: Receipt_Booking_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಧನ್ಯವಾದಗಳು! ನಿಮ್ಮ ವಿನಂತಿ ನಮಗೆ ತಲುಪಿದೆ.`)
};

const hi_receipt_booking_thanks = /** @type {(inputs: Receipt_Booking_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`धन्यवाद! आपका अनुरोध हमें मिल गया है।`)
};

/**
* | output |
* | --- |
* | "Thank you! Your request has been received." |
*
* @param {Receipt_Booking_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_booking_thanks = /** @type {((inputs?: Receipt_Booking_ThanksInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Booking_ThanksInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_booking_thanks(inputs)
	if (locale === "hi") return hi_receipt_booking_thanks(inputs)
	return en_receipt_booking_thanks(inputs)
});