/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_InternationalInputs */

const en_helpline_international = /** @type {(inputs: Helpline_InternationalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`International form`)
};

const kn_helpline_international = /** @type {(inputs: Helpline_InternationalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಅಂತರರಾಷ್ಟ್ರೀಯ ರೂಪ`)
};

const hi_helpline_international = /** @type {(inputs: Helpline_InternationalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अंतरराष्ट्रीय रूप`)
};

/**
* | output |
* | --- |
* | "International form" |
*
* @param {Helpline_InternationalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_international = /** @type {((inputs?: Helpline_InternationalInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_InternationalInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_international(inputs)
	if (locale === "hi") return hi_helpline_international(inputs)
	return en_helpline_international(inputs)
});