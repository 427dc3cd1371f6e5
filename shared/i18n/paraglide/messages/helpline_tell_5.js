/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_Tell_5Inputs */

const en_helpline_tell_5 = /** @type {(inputs: Helpline_Tell_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which hospital the patient should go to, if you know.`)
};

const kn_helpline_tell_5 = /** @type {(inputs: Helpline_Tell_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿಯನ್ನು ಯಾವ ಆಸ್ಪತ್ರೆಗೆ ಕರೆದೊಯ್ಯಬೇಕು, ನಿಮಗೆ ತಿಳಿದಿದ್ದರೆ.`)
};

const hi_helpline_tell_5 = /** @type {(inputs: Helpline_Tell_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ को किस अस्पताल ले जाना है, अगर आपको पता हो।`)
};

/**
* | output |
* | --- |
* | "Which hospital the patient should go to, if you know." |
*
* @param {Helpline_Tell_5Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_5 = /** @type {((inputs?: Helpline_Tell_5Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_5Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_tell_5(inputs)
	if (locale === "hi") return hi_helpline_tell_5(inputs)
	return en_helpline_tell_5(inputs)
});