/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_HeadingInputs */

const en_helpline_heading = /** @type {(inputs: Helpline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Helpline Number, Bengaluru`)
};

const kn_helpline_heading = /** @type {(inputs: Helpline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಸಹಾಯವಾಣಿ ಸಂಖ್ಯೆ, ಬೆಂಗಳೂರು`)
};

const hi_helpline_heading = /** @type {(inputs: Helpline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस हेल्पलाइन नंबर, बेंगलुरु`)
};

/**
* | output |
* | --- |
* | "Ambulance Helpline Number, Bengaluru" |
*
* @param {Helpline_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_heading = /** @type {((inputs?: Helpline_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_heading(inputs)
	if (locale === "hi") return hi_helpline_heading(inputs)
	return en_helpline_heading(inputs)
});