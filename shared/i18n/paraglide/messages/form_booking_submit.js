/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Booking_SubmitInputs */

const en_form_booking_submit = /** @type {(inputs: Form_Booking_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Ambulance`)
};

const kn_form_booking_submit = /** @type {(inputs: Form_Booking_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗೆ ವಿನಂತಿಸಿ`)
};

const hi_form_booking_submit = /** @type {(inputs: Form_Booking_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस मँगवाएँ`)
};

/**
* | output |
* | --- |
* | "Request Ambulance" |
*
* @param {Form_Booking_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_submit = /** @type {((inputs?: Form_Booking_SubmitInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Booking_SubmitInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_booking_submit(inputs)
	if (locale === "hi") return hi_form_booking_submit(inputs)
	return en_form_booking_submit(inputs)
});