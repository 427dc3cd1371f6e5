/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_Tell_4Inputs */

const en_helpline_tell_4 = /** @type {(inputs: Helpline_Tell_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The patient's age and any condition you know of.`)
};

const kn_helpline_tell_4 = /** @type {(inputs: Helpline_Tell_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿಯ ವಯಸ್ಸು ಮತ್ತು ನಿಮಗೆ ತಿಳಿದಿರುವ ಯಾವುದೇ ಕಾಯಿಲೆ.`)
};

const hi_helpline_tell_4 = /** @type {(inputs: Helpline_Tell_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ की उम्र और कोई बीमारी जो आपको पता हो।`)
};

/**
* | output |
* | --- |
* | "The patient's age and any condition you know of." |
*
* @param {Helpline_Tell_4Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_4 = /** @type {((inputs?: Helpline_Tell_4Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_4Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_tell_4(inputs)
	if (locale === "hi") return hi_helpline_tell_4(inputs)
	return en_helpline_tell_4(inputs)
});