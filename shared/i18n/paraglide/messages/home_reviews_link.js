/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reviews_LinkInputs */

const en_home_reviews_link = /** @type {(inputs: Home_Reviews_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read all reviews (opens in a new tab)`)
};

const kn_home_reviews_link = /** @type {(inputs: Home_Reviews_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಎಲ್ಲ ವಿಮರ್ಶೆಗಳನ್ನು ಓದಿ (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)`)
};

const hi_home_reviews_link = /** @type {(inputs: Home_Reviews_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी समीक्षाएँ पढ़ें (नए टैब में खुलेगा)`)
};

/**
* | output |
* | --- |
* | "Read all reviews (opens in a new tab)" |
*
* @param {Home_Reviews_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_link = /** @type {((inputs?: Home_Reviews_LinkInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reviews_LinkInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_reviews_link(inputs)
	if (locale === "hi") return hi_home_reviews_link(inputs)
	return en_home_reviews_link(inputs)
});