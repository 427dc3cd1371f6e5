/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Terms_InfoInputs */

const en_legal_terms_info = /** @type {(inputs: Legal_Terms_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pages describe our services in general. They are not medical advice: ask a doctor about a patient's care.`)
};

const kn_legal_terms_info = /** @type {(inputs: Legal_Terms_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟಗಳು ನಮ್ಮ ಸೇವೆಗಳನ್ನು ಸಾಮಾನ್ಯವಾಗಿ ವಿವರಿಸುತ್ತವೆ. ಇವು ವೈದ್ಯಕೀಯ ಸಲಹೆಯಲ್ಲ: ರೋಗಿಯ ಆರೈಕೆಯ ಬಗ್ಗೆ ವೈದ್ಯರನ್ನು ಕೇಳಿ.`)
};

const hi_legal_terms_info = /** @type {(inputs: Legal_Terms_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ये पेज हमारी सेवाओं के बारे में सामान्य जानकारी देते हैं। यह चिकित्सा सलाह नहीं है: मरीज़ की देखभाल के बारे में डॉक्टर से पूछें।`)
};

/**
* | output |
* | --- |
* | "The pages describe our services in general. They are not medical advice: ask a doctor about a patient's care." |
*
* @param {Legal_Terms_InfoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_info = /** @type {((inputs?: Legal_Terms_InfoInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_InfoInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_terms_info(inputs)
	if (locale === "hi") return hi_legal_terms_info(inputs)
	return en_legal_terms_info(inputs)
});