/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_Tell_AfterInputs */

const en_helpline_tell_after = /** @type {(inputs: Helpline_Tell_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then keep your phone free and close by: the crew may call you for directions.`)
};

const kn_helpline_tell_after = /** @type {(inputs: Helpline_Tell_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಂತರ ನಿಮ್ಮ ಫೋನ್ ಅನ್ನು ಬೇರೆ ಕರೆಗಳಿಲ್ಲದೆ ಹತ್ತಿರದಲ್ಲೇ ಇಟ್ಟುಕೊಳ್ಳಿ: ದಾರಿ ಕೇಳಲು ತಂಡದವರು ನಿಮಗೆ ಕರೆ ಮಾಡಬಹುದು.`)
};

const hi_helpline_tell_after = /** @type {(inputs: Helpline_Tell_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फिर अपना फ़ोन खाली और पास रखें: रास्ता पूछने के लिए टीम आपको कॉल कर सकती है।`)
};

/**
* | output |
* | --- |
* | "Then keep your phone free and close by: the crew may call you for directions." |
*
* @param {Helpline_Tell_AfterInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_after = /** @type {((inputs?: Helpline_Tell_AfterInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_AfterInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_tell_after(inputs)
	if (locale === "hi") return hi_helpline_tell_after(inputs)
	return en_helpline_tell_after(inputs)
});