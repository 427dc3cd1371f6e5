/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ age: NonNullable<unknown> }} Track_Position_LocationInputs */

const en_track_position_location = /** @type {(inputs: Track_Position_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`location ${i?.age}`)
};

const kn_track_position_location = /** @type {(inputs: Track_Position_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳ ${i?.age}`)
};

const hi_track_position_location = /** @type {(inputs: Track_Position_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लोकेशन ${i?.age}`)
};

/**
* | output |
* | --- |
* | "location {age}" |
*
* @param {Track_Position_LocationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_position_location = /** @type {((inputs: Track_Position_LocationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Position_LocationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_position_location(inputs)
	if (locale === "hi") return hi_track_position_location(inputs)
	return en_track_position_location(inputs)
});