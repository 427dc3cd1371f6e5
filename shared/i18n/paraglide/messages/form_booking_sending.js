/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Booking_SendingInputs */

const en_form_booking_sending = /** @type {(inputs: Form_Booking_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending request…`)
};

const kn_form_booking_sending = /** @type {(inputs: Form_Booking_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ…`)
};

const hi_form_booking_sending = /** @type {(inputs: Form_Booking_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध भेजा जा रहा है…`)
};

/**
* | output |
* | --- |
* | "Sending request…" |
*
* @param {Form_Booking_SendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_sending = /** @type {((inputs?: Form_Booking_SendingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Booking_SendingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_booking_sending(inputs)
	if (locale === "hi") return hi_form_booking_sending(inputs)
	return en_form_booking_sending(inputs)
});