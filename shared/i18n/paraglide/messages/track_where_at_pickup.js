/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Where_At_PickupInputs */

const en_track_where_at_pickup = /** @type {(inputs: Track_Where_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance at the pickup point`)
};

const kn_track_where_at_pickup = /** @type {(inputs: Track_Where_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಪಿಕಪ್ ಸ್ಥಳದಲ್ಲಿದೆ`)
};

const hi_track_where_at_pickup = /** @type {(inputs: Track_Where_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस पिकअप की जगह पर है`)
};

/**
* | output |
* | --- |
* | "Ambulance at the pickup point" |
*
* @param {Track_Where_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_at_pickup = /** @type {((inputs?: Track_Where_At_PickupInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Where_At_PickupInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_where_at_pickup(inputs)
	if (locale === "hi") return hi_track_where_at_pickup(inputs)
	return en_track_where_at_pickup(inputs)
});