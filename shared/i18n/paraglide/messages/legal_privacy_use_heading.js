/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Privacy_Use_HeadingInputs */

const en_legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why we use it`)
};

const kn_legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಅದನ್ನು ಏಕೆ ಬಳಸುತ್ತೇವೆ`)
};

const hi_legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम इसका उपयोग क्यों करते हैं`)
};

/**
* | output |
* | --- |
* | "Why we use it" |
*
* @param {Legal_Privacy_Use_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use_heading = /** @type {((inputs?: Legal_Privacy_Use_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Use_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_privacy_use_heading(inputs)
	if (locale === "hi") return hi_legal_privacy_use_heading(inputs)
	return en_legal_privacy_use_heading(inputs)
});