/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Label_NameInputs */

const en_validation_label_name = /** @type {(inputs: Validation_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const kn_validation_label_name = /** @type {(inputs: Validation_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೆಸರು`)
};

const hi_validation_label_name = /** @type {(inputs: Validation_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नाम`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Validation_Label_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_name = /** @type {((inputs?: Validation_Label_NameInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_NameInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_label_name(inputs)
	if (locale === "hi") return hi_validation_label_name(inputs)
	return en_validation_label_name(inputs)
});