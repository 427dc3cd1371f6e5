/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, families: NonNullable<unknown> }} About_Hero_TextInputs */

const en_about_hero_text = /** @type {(inputs: About_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} is a private ambulance service in Bengaluru, on call 24x7 since 2015. Trusted by ${i?.families} families.`)
};

const kn_about_hero_text = /** @type {(inputs: About_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} ಬೆಂಗಳೂರಿನ ಖಾಸಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ; 2015 ರಿಂದ 24x7 ಸೇವೆಗೆ ಸಿದ್ಧವಾಗಿದೆ. ${i?.families} ಕುಟುಂಬಗಳ ನಂಬಿಕೆ ಗಳಿಸಿದೆ.`)
};

const hi_about_hero_text = /** @type {(inputs: About_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} बेंगलुरु की एक निजी एम्बुलेंस सेवा है, जो 2015 से 24x7 सेवा में है। ${i?.families} परिवारों का भरोसा।`)
};

/**
* | output |
* | --- |
* | "{business} is a private ambulance service in Bengaluru, on call 24x7 since 2015. Trusted by {families} families." |
*
* @param {About_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_hero_text = /** @type {((inputs: About_Hero_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Hero_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_hero_text(inputs)
	if (locale === "hi") return hi_about_hero_text(inputs)
	return en_about_hero_text(inputs)
});