/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Map_PickupInputs */

const en_track_map_pickup = /** @type {(inputs: Track_Map_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup point`)
};

const kn_track_map_pickup = /** @type {(inputs: Track_Map_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪಿಕಪ್ ಸ್ಥಳ`)
};

const hi_track_map_pickup = /** @type {(inputs: Track_Map_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिकअप की जगह`)
};

/**
* | output |
* | --- |
* | "Pickup point" |
*
* @param {Track_Map_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_map_pickup = /** @type {((inputs?: Track_Map_PickupInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Map_PickupInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_map_pickup(inputs)
	if (locale === "hi") return hi_track_map_pickup(inputs)
	return en_track_map_pickup(inputs)
});