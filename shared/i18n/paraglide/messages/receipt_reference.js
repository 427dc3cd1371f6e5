/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Receipt_ReferenceInputs */

const en_receipt_reference = /** @type {(inputs: Receipt_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reference: ${i?.reference}`)
};

const kn_receipt_reference = /** @type {(inputs: Receipt_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ: ${i?.reference}`)
};

const hi_receipt_reference = /** @type {(inputs: Receipt_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`रेफ़रेंस नंबर: ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Reference: {reference}" |
*
* @param {Receipt_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_reference = /** @type {((inputs: Receipt_ReferenceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ReferenceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_reference(inputs)
	if (locale === "hi") return hi_receipt_reference(inputs)
	return en_receipt_reference(inputs)
});