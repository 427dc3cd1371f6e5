/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Previous_PictureInputs */

const en_fleet_previous_picture = /** @type {(inputs: Fleet_Previous_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous picture`)
};

const kn_fleet_previous_picture = /** @type {(inputs: Fleet_Previous_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಿಂದಿನ ಚಿತ್ರ`)
};

const hi_fleet_previous_picture = /** @type {(inputs: Fleet_Previous_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछली तस्वीर`)
};

/**
* | output |
* | --- |
* | "Previous picture" |
*
* @param {Fleet_Previous_PictureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_previous_picture = /** @type {((inputs?: Fleet_Previous_PictureInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Previous_PictureInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_previous_picture(inputs)
	if (locale === "hi") return hi_fleet_previous_picture(inputs)
	return en_fleet_previous_picture(inputs)
});