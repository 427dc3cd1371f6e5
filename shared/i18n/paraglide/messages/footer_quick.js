/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_QuickInputs */

const en_footer_quick = /** @type {(inputs: Footer_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick actions`)
};

const kn_footer_quick = /** @type {(inputs: Footer_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತ್ವರಿತ ಸಂಪರ್ಕ`)
};

const hi_footer_quick = /** @type {(inputs: Footer_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`तुरंत संपर्क`)
};

/**
* | output |
* | --- |
* | "Quick actions" |
*
* @param {Footer_QuickInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_quick = /** @type {((inputs?: Footer_QuickInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_QuickInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_footer_quick(inputs)
	if (locale === "hi") return hi_footer_quick(inputs)
	return en_footer_quick(inputs)
});