/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Footer_Emergency_LineInputs */

const en_footer_emergency_line = /** @type {(inputs: Footer_Emergency_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emergency line: <tel>${i?.phone}</tel>`)
};

const kn_footer_emergency_line = /** @type {(inputs: Footer_Emergency_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂಖ್ಯೆ: <tel>${i?.phone}</tel>`)
};

const hi_footer_emergency_line = /** @type {(inputs: Footer_Emergency_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी लाइन: <tel>${i?.phone}</tel>`)
};

/**
* | output |
* | --- |
* | "Emergency line: <tel>{phone}</tel>" |
*
* @param {Footer_Emergency_LineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_emergency_line = /** @type {((inputs: Footer_Emergency_LineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Emergency_LineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_footer_emergency_line(inputs)
	if (locale === "hi") return hi_footer_emergency_line(inputs)
	return en_footer_emergency_line(inputs)
});