/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Copy_LinkInputs */

const en_receipt_copy_link = /** @type {(inputs: Receipt_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

const kn_receipt_copy_link = /** @type {(inputs: Receipt_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ಕಾಪಿ ಮಾಡಿ`)
};

const hi_receipt_copy_link = /** @type {(inputs: Receipt_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी करें`)
};

/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Receipt_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_copy_link = /** @type {((inputs?: Receipt_Copy_LinkInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Copy_LinkInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_copy_link(inputs)
	if (locale === "hi") return hi_receipt_copy_link(inputs)
	return en_receipt_copy_link(inputs)
});