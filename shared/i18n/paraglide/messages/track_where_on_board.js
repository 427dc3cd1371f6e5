/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Where_On_BoardInputs */

const en_track_where_on_board = /** @type {(inputs: Track_Where_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the way to the destination`)
};

const kn_track_where_on_board = /** @type {(inputs: Track_Where_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಗಮ್ಯಸ್ಥಾನದತ್ತ ಹೋಗುತ್ತಿದೆ`)
};

const hi_track_where_on_board = /** @type {(inputs: Track_Where_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मंज़िल की ओर जा रही है`)
};

/**
* | output |
* | --- |
* | "On the way to the destination" |
*
* @param {Track_Where_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_on_board = /** @type {((inputs?: Track_Where_On_BoardInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Where_On_BoardInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_where_on_board(inputs)
	if (locale === "hi") return hi_track_where_on_board(inputs)
	return en_track_where_on_board(inputs)
});