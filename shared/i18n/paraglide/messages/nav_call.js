/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Nav_CallInputs */

const en_nav_call = /** @type {(inputs: Nav_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone}`)
};

const kn_nav_call = /** @type {(inputs: Nav_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಕರೆ ಮಾಡಿ ${i?.phone}`)
};

const hi_nav_call = /** @type {(inputs: Nav_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`कॉल करें ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Nav_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_call = /** @type {((inputs: Nav_CallInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CallInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_nav_call(inputs)
	if (locale === "hi") return hi_nav_call(inputs)
	return en_nav_call(inputs)
});