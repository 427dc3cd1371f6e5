/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Footer_HoursInputs */

const en_footer_hours = /** @type {(inputs: Footer_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hours: ${i?.hours}`)
};

const kn_footer_hours = /** @type {(inputs: Footer_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸಮಯ: ${i?.hours}`)
};

const hi_footer_hours = /** @type {(inputs: Footer_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`समय: ${i?.hours}`)
};

/**
* | output |
* | --- |
* | "Hours: {hours}" |
*
* @param {Footer_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_hours = /** @type {((inputs: Footer_HoursInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_HoursInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_footer_hours(inputs)
	if (locale === "hi") return hi_footer_hours(inputs)
	return en_footer_hours(inputs)
});