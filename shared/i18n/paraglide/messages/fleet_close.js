/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_CloseInputs */

const en_fleet_close = /** @type {(inputs: Fleet_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

const kn_fleet_close = /** @type {(inputs: Fleet_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಚ್ಚಿ`)
};

const hi_fleet_close = /** @type {(inputs: Fleet_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बंद करें`)
};

/**
* | output |
* | --- |
* | "Close" |
*
* @param {Fleet_CloseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_close = /** @type {((inputs?: Fleet_CloseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_CloseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_close(inputs)
	if (locale === "hi") return hi_fleet_close(inputs)
	return en_fleet_close(inputs)
});