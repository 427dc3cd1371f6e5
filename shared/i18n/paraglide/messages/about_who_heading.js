/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Who_HeadingInputs */

const en_about_who_heading = /** @type {(inputs: About_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we are`)
};

const kn_about_who_heading = /** @type {(inputs: About_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಯಾರು`)
};

const hi_about_who_heading = /** @type {(inputs: About_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम कौन हैं`)
};

/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {About_Who_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_who_heading = /** @type {((inputs?: About_Who_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Who_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_who_heading(inputs)
	if (locale === "hi") return hi_about_who_heading(inputs)
	return en_about_who_heading(inputs)
});