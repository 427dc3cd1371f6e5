/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Stage_ConfirmedInputs */

const en_track_stage_confirmed = /** @type {(inputs: Track_Stage_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking confirmed`)
};

const kn_track_stage_confirmed = /** @type {(inputs: Track_Stage_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ಖಚಿತವಾಗಿದೆ`)
};

const hi_track_stage_confirmed = /** @type {(inputs: Track_Stage_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग पक्की हो गई`)
};

/**
* | output |
* | --- |
* | "Booking confirmed" |
*
* @param {Track_Stage_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_confirmed = /** @type {((inputs?: Track_Stage_ConfirmedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_ConfirmedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_stage_confirmed(inputs)
	if (locale === "hi") return hi_track_stage_confirmed(inputs)
	return en_track_stage_confirmed(inputs)
});