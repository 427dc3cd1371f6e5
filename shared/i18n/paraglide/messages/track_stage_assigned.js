/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Stage_AssignedInputs */

const en_track_stage_assigned = /** @type {(inputs: Track_Stage_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance assigned`)
};

const kn_track_stage_assigned = /** @type {(inputs: Track_Stage_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ನಿಗದಿಯಾಗಿದೆ`)
};

const hi_track_stage_assigned = /** @type {(inputs: Track_Stage_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस तय हो गई`)
};

/**
* | output |
* | --- |
* | "Ambulance assigned" |
*
* @param {Track_Stage_AssignedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_assigned = /** @type {((inputs?: Track_Stage_AssignedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_AssignedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_stage_assigned(inputs)
	if (locale === "hi") return hi_track_stage_assigned(inputs)
	return en_track_stage_assigned(inputs)
});