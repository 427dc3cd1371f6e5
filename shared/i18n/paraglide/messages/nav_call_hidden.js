/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Call_HiddenInputs */

const en_nav_call_hidden = /** @type {(inputs: Nav_Call_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call `)
};

const kn_nav_call_hidden = /** @type {(inputs: Nav_Call_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕರೆ ಮಾಡಿ `)
};

const hi_nav_call_hidden = /** @type {(inputs: Nav_Call_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉल करें `)
};

/**
* | output |
* | --- |
* | "Call" |
*
* @param {Nav_Call_HiddenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_call_hidden = /** @type {((inputs?: Nav_Call_HiddenInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Call_HiddenInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_nav_call_hidden(inputs)
	if (locale === "hi") return hi_nav_call_hidden(inputs)
	return en_nav_call_hidden(inputs)
});