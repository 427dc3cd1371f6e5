/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, business: NonNullable<unknown> }} Msg_HelloInputs */

const en_msg_hello = /** @type {(inputs: Msg_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.name}, this is ${i?.business}.`)
};

const kn_msg_hello = /** @type {(inputs: Msg_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಮಸ್ಕಾರ ${i?.name}, ಇದು ${i?.business}.`)
};

const hi_msg_hello = /** @type {(inputs: Msg_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`नमस्ते ${i?.name}, यह ${i?.business} है।`)
};

/**
* | output |
* | --- |
* | "Hello {name}, this is {business}." |
*
* @param {Msg_HelloInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_hello = /** @type {((inputs: Msg_HelloInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_HelloInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_hello(inputs)
	if (locale === "hi") return hi_msg_hello(inputs)
	return en_msg_hello(inputs)
});