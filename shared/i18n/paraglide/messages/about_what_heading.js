/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_What_HeadingInputs */

const en_about_what_heading = /** @type {(inputs: About_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we do`)
};

const kn_about_what_heading = /** @type {(inputs: About_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಏನು ಮಾಡುತ್ತೇವೆ`)
};

const hi_about_what_heading = /** @type {(inputs: About_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम क्या करते हैं`)
};

/**
* | output |
* | --- |
* | "What we do" |
*
* @param {About_What_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_what_heading = /** @type {((inputs?: About_What_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_What_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_what_heading(inputs)
	if (locale === "hi") return hi_about_what_heading(inputs)
	return en_about_what_heading(inputs)
});