/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Licensed_HeadingInputs */

const en_about_licensed_heading = /** @type {(inputs: About_Licensed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licensed and transparent`)
};

const kn_about_licensed_heading = /** @type {(inputs: About_Licensed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪರವಾನಗಿ ಮತ್ತು ಪಾರದರ್ಶಕತೆ`)
};

const hi_about_licensed_heading = /** @type {(inputs: About_Licensed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाइसेंसशुदा और पारदर्शी`)
};

/**
* | output |
* | --- |
* | "Licensed and transparent" |
*
* @param {About_Licensed_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_licensed_heading = /** @type {((inputs?: About_Licensed_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Licensed_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_licensed_heading(inputs)
	if (locale === "hi") return hi_about_licensed_heading(inputs)
	return en_about_licensed_heading(inputs)
});