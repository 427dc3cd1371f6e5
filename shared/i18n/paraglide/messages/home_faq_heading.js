/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Faq_HeadingInputs */

const en_home_faq_heading = /** @type {(inputs: Home_Faq_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frequently Asked Questions`)
};

const kn_home_faq_heading = /** @type {(inputs: Home_Faq_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು`)
};

const hi_home_faq_heading = /** @type {(inputs: Home_Faq_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अक्सर पूछे जाने वाले सवाल`)
};

/**
* | output |
* | --- |
* | "Frequently Asked Questions" |
*
* @param {Home_Faq_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_faq_heading = /** @type {((inputs?: Home_Faq_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Faq_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_faq_heading(inputs)
	if (locale === "hi") return hi_home_faq_heading(inputs)
	return en_home_faq_heading(inputs)
});