/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Next_PictureInputs */

const en_fleet_next_picture = /** @type {(inputs: Fleet_Next_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next picture`)
};

const kn_fleet_next_picture = /** @type {(inputs: Fleet_Next_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಂದಿನ ಚಿತ್ರ`)
};

const hi_fleet_next_picture = /** @type {(inputs: Fleet_Next_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अगली तस्वीर`)
};

/**
* | output |
* | --- |
* | "Next picture" |
*
* @param {Fleet_Next_PictureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_next_picture = /** @type {((inputs?: Fleet_Next_PictureInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Next_PictureInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_next_picture(inputs)
	if (locale === "hi") return hi_fleet_next_picture(inputs)
	return en_fleet_next_picture(inputs)
});