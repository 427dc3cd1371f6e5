/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_ShareInputs */

const en_receipt_share = /** @type {(inputs: Receipt_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

const kn_receipt_share = /** @type {(inputs: Receipt_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಂಚಿಕೊಳ್ಳಿ`)
};

const hi_receipt_share = /** @type {(inputs: Receipt_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शेयर करें`)
};

/**
* | output |
* | --- |
* | "Share" |
*
* @param {Receipt_ShareInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_share = /** @type {((inputs?: Receipt_ShareInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ShareInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_share(inputs)
	if (locale === "hi") return hi_receipt_share(inputs)
	return en_receipt_share(inputs)
});