/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Form_Call_PhoneInputs */

const en_form_call_phone = /** @type {(inputs: Form_Call_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
};

const kn_form_call_phone = /** @type {(inputs: Form_Call_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} ಗೆ ಕರೆ ಮಾಡಿ`)
};

const hi_form_call_phone = /** @type {(inputs: Form_Call_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} पर कॉल करें`)
};

/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Form_Call_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_call_phone = /** @type {((inputs: Form_Call_PhoneInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Call_PhoneInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_call_phone(inputs)
	if (locale === "hi") return hi_form_call_phone(inputs)
	return en_form_call_phone(inputs)
});