/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Footer_EmailInputs */

const en_footer_email = /** @type {(inputs: Footer_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Email: <mail>${i?.email}</mail>`)
};

const kn_footer_email = /** @type {(inputs: Footer_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಇಮೇಲ್: <mail>${i?.email}</mail>`)
};

const hi_footer_email = /** @type {(inputs: Footer_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ईमेल: <mail>${i?.email}</mail>`)
};

/**
* | output |
* | --- |
* | "Email: <mail>{email}</mail>" |
*
* @param {Footer_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_email = /** @type {((inputs: Footer_EmailInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_EmailInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_footer_email(inputs)
	if (locale === "hi") return hi_footer_email(inputs)
	return en_footer_email(inputs)
});