/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Stage_CompletedInputs */

const en_track_stage_completed = /** @type {(inputs: Track_Stage_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

const kn_track_stage_completed = /** @type {(inputs: Track_Stage_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪೂರ್ಣಗೊಂಡಿದೆ`)
};

const hi_track_stage_completed = /** @type {(inputs: Track_Stage_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरा हुआ`)
};

/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Track_Stage_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_completed = /** @type {((inputs?: Track_Stage_CompletedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_CompletedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_stage_completed(inputs)
	if (locale === "hi") return hi_track_stage_completed(inputs)
	return en_track_stage_completed(inputs)
});