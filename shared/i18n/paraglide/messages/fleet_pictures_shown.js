/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Fleet_Pictures_ShownInputs */

const en_fleet_pictures_shown = /** @type {(inputs: Fleet_Pictures_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} pictures shown`)
};

const kn_fleet_pictures_shown = /** @type {(inputs: Fleet_Pictures_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ಚಿತ್ರಗಳನ್ನು ತೋರಿಸಲಾಗಿದೆ`)
};

const hi_fleet_pictures_shown = /** @type {(inputs: Fleet_Pictures_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} तस्वीरें दिखाई गई हैं`)
};

/**
* | output |
* | --- |
* | "{count} pictures shown" |
*
* @param {Fleet_Pictures_ShownInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_pictures_shown = /** @type {((inputs: Fleet_Pictures_ShownInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Pictures_ShownInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_pictures_shown(inputs)
	if (locale === "hi") return hi_fleet_pictures_shown(inputs)
	return en_fleet_pictures_shown(inputs)
});