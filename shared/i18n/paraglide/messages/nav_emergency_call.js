/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Nav_Emergency_CallInputs */

const en_nav_emergency_call = /** @type {(inputs: Nav_Emergency_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emergency Call: ${i?.phone}`)
};

const kn_nav_emergency_call = /** @type {(inputs: Nav_Emergency_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಕರೆ: ${i?.phone}`)
};

const hi_nav_emergency_call = /** @type {(inputs: Nav_Emergency_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी कॉल: ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Emergency Call: {phone}" |
*
* @param {Nav_Emergency_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_emergency_call = /** @type {((inputs: Nav_Emergency_CallInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Emergency_CallInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_nav_emergency_call(inputs)
	if (locale === "hi") return hi_nav_emergency_call(inputs)
	return en_nav_emergency_call(inputs)
});