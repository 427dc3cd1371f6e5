/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_HelplineInputs */

const en_footer_helpline = /** @type {(inputs: Footer_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 helpline number`)
};

const kn_footer_helpline = /** @type {(inputs: Footer_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 ಸಹಾಯವಾಣಿ ಸಂಖ್ಯೆ`)
};

const hi_footer_helpline = /** @type {(inputs: Footer_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 हेल्पलाइन नंबर`)
};

/**
* | output |
* | --- |
* | "24x7 helpline number" |
*
* @param {Footer_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_helpline = /** @type {((inputs?: Footer_HelplineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_HelplineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_footer_helpline(inputs)
	if (locale === "hi") return hi_footer_helpline(inputs)
	return en_footer_helpline(inputs)
});