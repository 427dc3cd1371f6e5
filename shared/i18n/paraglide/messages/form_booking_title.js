/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Booking_TitleInputs */

const en_form_booking_title = /** @type {(inputs: Form_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request an Ambulance`)
};

const kn_form_booking_title = /** @type {(inputs: Form_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಾಗಿ ವಿನಂತಿ`)
};

const hi_form_booking_title = /** @type {(inputs: Form_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस के लिए अनुरोध`)
};

/**
* | output |
* | --- |
* | "Request an Ambulance" |
*
* @param {Form_Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_title = /** @type {((inputs?: Form_Booking_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Booking_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_booking_title(inputs)
	if (locale === "hi") return hi_form_booking_title(inputs)
	return en_form_booking_title(inputs)
});