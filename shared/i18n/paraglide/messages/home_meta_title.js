/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Meta_TitleInputs */

const en_home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Service in Bengaluru | 24/7 Emergency & ICU Ambulance`)
};

const kn_home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ | 24/7 ತುರ್ತು ಮತ್ತು ICU ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में एम्बुलेंस सेवा | 24/7 इमरजेंसी और ICU एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Ambulance Service in Bengaluru \| 24/7 Emergency & ICU Ambulance" |
*
* @param {Home_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_meta_title = /** @type {((inputs?: Home_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_meta_title(inputs)
	if (locale === "hi") return hi_home_meta_title(inputs)
	return en_home_meta_title(inputs)
});