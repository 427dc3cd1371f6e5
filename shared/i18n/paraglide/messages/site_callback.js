/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_CallbackInputs */

const en_site_callback = /** @type {(inputs: Site_CallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will contact you within 5 minutes.`)
};

const kn_site_callback = /** @type {(inputs: Site_CallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ತಂಡ 5 ನಿಮಿಷಗಳಲ್ಲಿ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತದೆ.`)
};

const hi_site_callback = /** @type {(inputs: Site_CallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी टीम 5 मिनट के अंदर आपसे संपर्क करेगी।`)
};

/**
* | output |
* | --- |
* | "Our team will contact you within 5 minutes." |
*
* @param {Site_CallbackInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_callback = /** @type {((inputs?: Site_CallbackInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_CallbackInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_callback(inputs)
	if (locale === "hi") return hi_site_callback(inputs)
	return en_site_callback(inputs)
});