/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_From_IndiaInputs */

const en_helpline_from_india = /** @type {(inputs: Helpline_From_IndiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From a phone in India`)
};

const kn_helpline_from_india = /** @type {(inputs: Helpline_From_IndiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಭಾರತದ ಫೋನ್‌ನಿಂದ`)
};

const hi_helpline_from_india = /** @type {(inputs: Helpline_From_IndiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`भारत के फ़ोन से`)
};

/**
* | output |
* | --- |
* | "From a phone in India" |
*
* @param {Helpline_From_IndiaInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_from_india = /** @type {((inputs?: Helpline_From_IndiaInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_From_IndiaInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_from_india(inputs)
	if (locale === "hi") return hi_helpline_from_india(inputs)
	return en_helpline_from_india(inputs)
});