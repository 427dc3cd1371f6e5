/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slider_LabelInputs */

const en_home_slider_label = /** @type {(inputs: Home_Slider_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our ambulances`)
};

const kn_home_slider_label = /** @type {(inputs: Home_Slider_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು`)
};

const hi_home_slider_label = /** @type {(inputs: Home_Slider_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Our ambulances" |
*
* @param {Home_Slider_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slider_label = /** @type {((inputs?: Home_Slider_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slider_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_slider_label(inputs)
	if (locale === "hi") return hi_home_slider_label(inputs)
	return en_home_slider_label(inputs)
});