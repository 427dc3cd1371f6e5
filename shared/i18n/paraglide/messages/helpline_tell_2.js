/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_Tell_2Inputs */

const en_helpline_tell_2 = /** @type {(inputs: Helpline_Tell_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A phone number we can reach you on.`)
};

const kn_helpline_tell_2 = /** @type {(inputs: Helpline_Tell_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಬಹುದಾದ ಫೋನ್ ಸಂಖ್ಯೆ.`)
};

const hi_helpline_tell_2 = /** @type {(inputs: Helpline_Tell_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एक फ़ोन नंबर जिस पर हम आपसे बात कर सकें।`)
};

/**
* | output |
* | --- |
* | "A phone number we can reach you on." |
*
* @param {Helpline_Tell_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_2 = /** @type {((inputs?: Helpline_Tell_2Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_2Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_tell_2(inputs)
	if (locale === "hi") return hi_helpline_tell_2(inputs)
	return en_helpline_tell_2(inputs)
});