/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Privacy_Choices_HeadingInputs */

const en_legal_privacy_choices_heading = /** @type {(inputs: Legal_Privacy_Choices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices`)
};

const kn_legal_privacy_choices_heading = /** @type {(inputs: Legal_Privacy_Choices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಯ್ಕೆಗಳು`)
};

const hi_legal_privacy_choices_heading = /** @type {(inputs: Legal_Privacy_Choices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके विकल्प`)
};

/**
* | output |
* | --- |
* | "Your choices" |
*
* @param {Legal_Privacy_Choices_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_choices_heading = /** @type {((inputs?: Legal_Privacy_Choices_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Choices_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_privacy_choices_heading(inputs)
	if (locale === "hi") return hi_legal_privacy_choices_heading(inputs)
	return en_legal_privacy_choices_heading(inputs)
});