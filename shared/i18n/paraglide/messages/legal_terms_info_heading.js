/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Terms_Info_HeadingInputs */

const en_legal_terms_info_heading = /** @type {(inputs: Legal_Terms_Info_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Information on this website`)
};

const kn_legal_terms_info_heading = /** @type {(inputs: Legal_Terms_Info_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿರುವ ಮಾಹಿತಿ`)
};

const hi_legal_terms_info_heading = /** @type {(inputs: Legal_Terms_Info_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस वेबसाइट पर दी गई जानकारी`)
};

/**
* | output |
* | --- |
* | "Information on this website" |
*
* @param {Legal_Terms_Info_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_info_heading = /** @type {((inputs?: Legal_Terms_Info_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_Info_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_terms_info_heading(inputs)
	if (locale === "hi") return hi_legal_terms_info_heading(inputs)
	return en_legal_terms_info_heading(inputs)
});