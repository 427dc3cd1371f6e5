/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_When_UnsureInputs */

const en_helpline_when_unsure = /** @type {(inputs: Helpline_When_UnsureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you are not sure what is needed, call anyway: the call-taker will help you decide.`)
};

const kn_helpline_when_unsure = /** @type {(inputs: Helpline_When_UnsureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಏನು ಬೇಕು ಎಂದು ಖಚಿತವಿಲ್ಲದಿದ್ದರೂ ಕರೆ ಮಾಡಿ: ಕರೆ ಸ್ವೀಕರಿಸುವವರು ನಿರ್ಧರಿಸಲು ಸಹಾಯ ಮಾಡುತ್ತಾರೆ.`)
};

const hi_helpline_when_unsure = /** @type {(inputs: Helpline_When_UnsureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगर पक्का नहीं पता कि क्या चाहिए, तब भी कॉल करें: कॉल उठाने वाले आपको तय करने में मदद करेंगे।`)
};

/**
* | output |
* | --- |
* | "If you are not sure what is needed, call anyway: the call-taker will help you decide." |
*
* @param {Helpline_When_UnsureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_unsure = /** @type {((inputs?: Helpline_When_UnsureInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_UnsureInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_when_unsure(inputs)
	if (locale === "hi") return hi_helpline_when_unsure(inputs)
	return en_helpline_when_unsure(inputs)
});