/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_Meta_TitleInputs */

const en_helpline_meta_title = /** @type {(inputs: Helpline_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Helpline Number Bengaluru | 24x7 Emergency Line`)
};

const kn_helpline_meta_title = /** @type {(inputs: Helpline_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರು ಆಂಬ್ಯುಲೆನ್ಸ್ ಸಹಾಯವಾಣಿ ಸಂಖ್ಯೆ | 24x7 ತುರ್ತು ಲೈನ್`)
};

const hi_helpline_meta_title = /** @type {(inputs: Helpline_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस हेल्पलाइन नंबर बेंगलुरु | 24x7 इमरजेंसी लाइन`)
};

/**
* | output |
* | --- |
* | "Ambulance Helpline Number Bengaluru \| 24x7 Emergency Line" |
*
* @param {Helpline_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_meta_title = /** @type {((inputs?: Helpline_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_meta_title(inputs)
	if (locale === "hi") return hi_helpline_meta_title(inputs)
	return en_helpline_meta_title(inputs)
});