/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_When_HeadingInputs */

const en_helpline_when_heading = /** @type {(inputs: Helpline_When_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When to call`)
};

const kn_helpline_when_heading = /** @type {(inputs: Helpline_When_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಯಾವಾಗ ಕರೆ ಮಾಡಬೇಕು`)
};

const hi_helpline_when_heading = /** @type {(inputs: Helpline_When_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कब कॉल करें`)
};

/**
* | output |
* | --- |
* | "When to call" |
*
* @param {Helpline_When_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_heading = /** @type {((inputs?: Helpline_When_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_When_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_when_heading(inputs)
	if (locale === "hi") return hi_helpline_when_heading(inputs)
	return en_helpline_when_heading(inputs)
});