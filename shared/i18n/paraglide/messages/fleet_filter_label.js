/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Filter_LabelInputs */

const en_fleet_filter_label = /** @type {(inputs: Fleet_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show pictures of`)
};

const kn_fleet_filter_label = /** @type {(inputs: Fleet_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ವರ್ಗದ ಚಿತ್ರಗಳನ್ನು ತೋರಿಸಿ`)
};

const hi_fleet_filter_label = /** @type {(inputs: Fleet_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस श्रेणी की तस्वीरें दिखाएँ`)
};

/**
* | output |
* | --- |
* | "Show pictures of" |
*
* @param {Fleet_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_filter_label = /** @type {((inputs?: Fleet_Filter_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Filter_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_filter_label(inputs)
	if (locale === "hi") return hi_fleet_filter_label(inputs)
	return en_fleet_filter_label(inputs)
});