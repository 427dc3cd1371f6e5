/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_When_2Inputs */

const en_helpline_when_2 = /** @type {(inputs: Helpline_When_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After a road accident, a fall or any serious injury.`)
};

const kn_helpline_when_2 = /** @type {(inputs: Helpline_When_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರಸ್ತೆ ಅಪಘಾತ, ಬೀಳುವಿಕೆ ಅಥವಾ ಯಾವುದೇ ಗಂಭೀರ ಗಾಯದ ನಂತರ.`)
};

const hi_helpline_when_2 = /** @type {(inputs: Helpline_When_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सड़क दुर्घटना, गिरने या किसी भी गंभीर चोट के बाद।`)
};

/**
* | output |
* | --- |
* | "After a road accident, a fall or any serious injury." |
*
* @param {Helpline_When_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_2 = /** @type {((inputs?: Helpline_When_2Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_2Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_when_2(inputs)
	if (locale === "hi") return hi_helpline_when_2(inputs)
	return en_helpline_when_2(inputs)
});