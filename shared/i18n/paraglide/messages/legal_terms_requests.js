/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Terms_RequestsInputs */

const en_legal_terms_requests = /** @type {(inputs: Legal_Terms_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A request sent through this website is not yet a confirmed booking: our team confirms it with you by phone or WhatsApp.`)
};

const kn_legal_terms_requests = /** @type {(inputs: Legal_Terms_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ವೆಬ್‌ಸೈಟ್ ಮೂಲಕ ಕಳುಹಿಸಿದ ವಿನಂತಿ ಇನ್ನೂ ಖಚಿತ ಬುಕಿಂಗ್ ಅಲ್ಲ: ನಮ್ಮ ತಂಡ ಫೋನ್ ಅಥವಾ WhatsApp ಮೂಲಕ ನಿಮ್ಮೊಂದಿಗೆ ಅದನ್ನು ಖಚಿತಪಡಿಸುತ್ತದೆ.`)
};

const hi_legal_terms_requests = /** @type {(inputs: Legal_Terms_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस वेबसाइट से भेजा गया अनुरोध अभी पक्की बुकिंग नहीं है: हमारी टीम फ़ोन या WhatsApp पर आपसे इसकी पुष्टि करती है।`)
};

/**
* | output |
* | --- |
* | "A request sent through this website is not yet a confirmed booking: our team confirms it with you by phone or WhatsApp." |
*
* @param {Legal_Terms_RequestsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_requests = /** @type {((inputs?: Legal_Terms_RequestsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_RequestsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_terms_requests(inputs)
	if (locale === "hi") return hi_legal_terms_requests(inputs)
	return en_legal_terms_requests(inputs)
});