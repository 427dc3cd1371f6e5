/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_When_4Inputs */

const en_helpline_when_4 = /** @type {(inputs: Helpline_When_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A critically ill patient needs an ICU ambulance or a transfer between hospitals.`)
};

const kn_helpline_when_4 = /** @type {(inputs: Helpline_When_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಗಂಭೀರ ಸ್ಥಿತಿಯಲ್ಲಿರುವ ರೋಗಿಗೆ ICU ಆಂಬ್ಯುಲೆನ್ಸ್ ಅಥವಾ ಆಸ್ಪತ್ರೆಗಳ ನಡುವೆ ಸ್ಥಳಾಂತರ ಬೇಕಾದಾಗ.`)
};

const hi_helpline_when_4 = /** @type {(inputs: Helpline_When_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गंभीर रूप से बीमार मरीज़ को ICU एम्बुलेंस या एक अस्पताल से दूसरे अस्पताल जाने की ज़रूरत हो।`)
};

/**
* | output |
* | --- |
* | "A critically ill patient needs an ICU ambulance or a transfer between hospitals." |
*
* @param {Helpline_When_4Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_4 = /** @type {((inputs?: Helpline_When_4Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_4Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_when_4(inputs)
	if (locale === "hi") return hi_helpline_when_4(inputs)
	return en_helpline_when_4(inputs)
});