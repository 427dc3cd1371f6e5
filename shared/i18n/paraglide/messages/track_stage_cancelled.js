/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Stage_CancelledInputs */

const en_track_stage_cancelled = /** @type {(inputs: Track_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking cancelled`)
};

const kn_track_stage_cancelled = /** @type {(inputs: Track_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ`)
};

const hi_track_stage_cancelled = /** @type {(inputs: Track_Stage_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग रद्द हो गई`)
};

/**
* | output |
* | --- |
* | "Booking cancelled" |
*
* @param {Track_Stage_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_cancelled = /** @type {((inputs?: Track_Stage_CancelledInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_CancelledInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_stage_cancelled(inputs)
	if (locale === "hi") return hi_track_stage_cancelled(inputs)
	return en_track_stage_cancelled(inputs)
});