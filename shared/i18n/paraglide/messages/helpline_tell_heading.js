/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_Tell_HeadingInputs */

const en_helpline_tell_heading = /** @type {(inputs: Helpline_Tell_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What to tell the call-taker`)
};

const kn_helpline_tell_heading = /** @type {(inputs: Helpline_Tell_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕರೆ ಸ್ವೀಕರಿಸುವವರಿಗೆ ಏನು ತಿಳಿಸಬೇಕು`)
};

const hi_helpline_tell_heading = /** @type {(inputs: Helpline_Tell_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉल उठाने वाले को क्या बताएँ`)
};

/**
* | output |
* | --- |
* | "What to tell the call-taker" |
*
* @param {Helpline_Tell_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_heading = /** @type {((inputs?: Helpline_Tell_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_tell_heading(inputs)
	if (locale === "hi") return hi_helpline_tell_heading(inputs)
	return en_helpline_tell_heading(inputs)
});