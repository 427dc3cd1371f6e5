/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Label_Date_TimeInputs */

const en_form_label_date_time = /** @type {(inputs: Form_Label_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date & Time`)
};

const kn_form_label_date_time = /** @type {(inputs: Form_Label_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಿನಾಂಕ ಮತ್ತು ಸಮಯ`)
};

const hi_form_label_date_time = /** @type {(inputs: Form_Label_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`तारीख और समय`)
};

/**
* | output |
* | --- |
* | "Date & Time" |
*
* @param {Form_Label_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_date_time = /** @type {((inputs?: Form_Label_Date_TimeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Date_TimeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_label_date_time(inputs)
	if (locale === "hi") return hi_form_label_date_time(inputs)
	return en_form_label_date_time(inputs)
});