/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Follow_LiveInputs */

const en_receipt_follow_live = /** @type {(inputs: Receipt_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow your request live`)
};

const kn_receipt_follow_live = /** @type {(inputs: Receipt_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಲೈವ್ ಆಗಿ ನೋಡಿ`)
};

const hi_receipt_follow_live = /** @type {(inputs: Receipt_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने अनुरोध को लाइव देखें`)
};

/**
* | output |
* | --- |
* | "Follow your request live" |
*
* @param {Receipt_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_follow_live = /** @type {((inputs?: Receipt_Follow_LiveInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Follow_LiveInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_follow_live(inputs)
	if (locale === "hi") return hi_receipt_follow_live(inputs)
	return en_receipt_follow_live(inputs)
});