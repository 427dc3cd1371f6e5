/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Terms_Meta_DescriptionInputs */

const en_legal_terms_meta_description = /** @type {(inputs: Legal_Terms_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How booking requests made on this website work, what to do in an emergency, and how to reach us.`)
};

const kn_legal_terms_meta_description = /** @type {(inputs: Legal_Terms_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮಾಡುವ ಬುಕಿಂಗ್ ವಿನಂತಿಗಳು ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತವೆ, ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಏನು ಮಾಡಬೇಕು, ಮತ್ತು ನಮ್ಮನ್ನು ಹೇಗೆ ಸಂಪರ್ಕಿಸಬೇಕು.`)
};

const hi_legal_terms_meta_description = /** @type {(inputs: Legal_Terms_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस वेबसाइट पर किए गए बुकिंग अनुरोध कैसे काम करते हैं, इमरजेंसी में क्या करें, और हमसे कैसे संपर्क करें।`)
};

/**
* | output |
* | --- |
* | "How booking requests made on this website work, what to do in an emergency, and how to reach us." |
*
* @param {Legal_Terms_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_meta_description = /** @type {((inputs?: Legal_Terms_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_terms_meta_description(inputs)
	if (locale === "hi") return hi_legal_terms_meta_description(inputs)
	return en_legal_terms_meta_description(inputs)
});