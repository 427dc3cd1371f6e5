/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Label_MessageInputs */

const en_validation_label_message = /** @type {(inputs: Validation_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const kn_validation_label_message = /** @type {(inputs: Validation_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಂದೇಶ`)
};

const hi_validation_label_message = /** @type {(inputs: Validation_Label_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`संदेश`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Validation_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_message = /** @type {((inputs?: Validation_Label_MessageInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_MessageInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_label_message(inputs)
	if (locale === "hi") return hi_validation_label_message(inputs)
	return en_validation_label_message(inputs)
});