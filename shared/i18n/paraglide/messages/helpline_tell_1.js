/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_Tell_1Inputs */

const en_helpline_tell_1 = /** @type {(inputs: Helpline_Tell_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the patient is: the full address and a landmark nearby.`)
};

const kn_helpline_tell_1 = /** @type {(inputs: Helpline_Tell_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿ ಎಲ್ಲಿದ್ದಾರೆ: ಪೂರ್ಣ ವಿಳಾಸ ಮತ್ತು ಹತ್ತಿರದ ಗುರುತಿನ ಸ್ಥಳ.`)
};

const hi_helpline_tell_1 = /** @type {(inputs: Helpline_Tell_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ कहाँ है: पूरा पता और पास का कोई लैंडमार्क।`)
};

/**
* | output |
* | --- |
* | "Where the patient is: the full address and a landmark nearby." |
*
* @param {Helpline_Tell_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_1 = /** @type {((inputs?: Helpline_Tell_1Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_1Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_tell_1(inputs)
	if (locale === "hi") return hi_helpline_tell_1(inputs)
	return en_helpline_tell_1(inputs)
});