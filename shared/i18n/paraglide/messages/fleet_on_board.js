/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_On_BoardInputs */

const en_fleet_on_board = /** @type {(inputs: Fleet_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On board`)
};

const kn_fleet_on_board = /** @type {(inputs: Fleet_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಾಹನದಲ್ಲಿ ಇರುವುದು`)
};

const hi_fleet_on_board = /** @type {(inputs: Fleet_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गाड़ी में मौजूद`)
};

/**
* | output |
* | --- |
* | "On board" |
*
* @param {Fleet_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_on_board = /** @type {((inputs?: Fleet_On_BoardInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_On_BoardInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_on_board(inputs)
	if (locale === "hi") return hi_fleet_on_board(inputs)
	return en_fleet_on_board(inputs)
});