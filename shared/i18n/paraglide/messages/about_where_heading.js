/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Where_HeadingInputs */

const en_about_where_heading = /** @type {(inputs: About_Where_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where we work`)
};

const kn_about_where_heading = /** @type {(inputs: About_Where_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಎಲ್ಲೆಲ್ಲಿ ಸೇವೆ ನೀಡುತ್ತೇವೆ`)
};

const hi_about_where_heading = /** @type {(inputs: About_Where_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम कहाँ सेवा देते हैं`)
};

/**
* | output |
* | --- |
* | "Where we work" |
*
* @param {About_Where_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_where_heading = /** @type {((inputs?: About_Where_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Where_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_where_heading(inputs)
	if (locale === "hi") return hi_about_where_heading(inputs)
	return en_about_where_heading(inputs)
});