/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Why_TextInputs */

const en_landing_why_text = /** @type {(inputs: Landing_Why_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A private ambulance service in Bengaluru since 2015. <about>More about us</about>`)
};

const kn_landing_why_text = /** @type {(inputs: Landing_Why_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2015 ರಿಂದ ಬೆಂಗಳೂರಿನಲ್ಲಿ ಖಾಸಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ. <about>ನಮ್ಮ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು</about>`)
};

const hi_landing_why_text = /** @type {(inputs: Landing_Why_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2015 से बेंगलुरु में एक निजी एम्बुलेंस सेवा। <about>हमारे बारे में और जानें</about>`)
};

/**
* | output |
* | --- |
* | "A private ambulance service in Bengaluru since 2015. <about>More about us</about>" |
*
* @param {Landing_Why_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_why_text = /** @type {((inputs?: Landing_Why_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Why_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_why_text(inputs)
	if (locale === "hi") return hi_landing_why_text(inputs)
	return en_landing_why_text(inputs)
});