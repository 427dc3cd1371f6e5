/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Use_LocationInputs */

const en_form_use_location = /** @type {(inputs: Form_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use my current location`)
};

const kn_form_use_location = /** @type {(inputs: Form_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನನ್ನ ಈಗಿನ ಸ್ಥಳವನ್ನು ಬಳಸಿ`)
};

const hi_form_use_location = /** @type {(inputs: Form_Use_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेरी मौजूदा लोकेशन इस्तेमाल करें`)
};

/**
* | output |
* | --- |
* | "Use my current location" |
*
* @param {Form_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_use_location = /** @type {((inputs?: Form_Use_LocationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Use_LocationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_use_location(inputs)
	if (locale === "hi") return hi_form_use_location(inputs)
	return en_form_use_location(inputs)
});