/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Stage_At_PickupInputs */

const en_track_stage_at_pickup = /** @type {(inputs: Track_Stage_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance arrived`)
};

const kn_track_stage_at_pickup = /** @type {(inputs: Track_Stage_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಬಂದಿದೆ`)
};

const hi_track_stage_at_pickup = /** @type {(inputs: Track_Stage_At_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस पहुँच गई`)
};

/**
* | output |
* | --- |
* | "Ambulance arrived" |
*
* @param {Track_Stage_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_at_pickup = /** @type {((inputs?: Track_Stage_At_PickupInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_At_PickupInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_stage_at_pickup(inputs)
	if (locale === "hi") return hi_track_stage_at_pickup(inputs)
	return en_track_stage_at_pickup(inputs)
});