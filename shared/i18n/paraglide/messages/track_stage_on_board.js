/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Stage_On_BoardInputs */

const en_track_stage_on_board = /** @type {(inputs: Track_Stage_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patient on board`)
};

const kn_track_stage_on_board = /** @type {(inputs: Track_Stage_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್‌ನಲ್ಲಿದ್ದಾರೆ`)
};

const hi_track_stage_on_board = /** @type {(inputs: Track_Stage_On_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ एम्बुलेंस में हैं`)
};

/**
* | output |
* | --- |
* | "Patient on board" |
*
* @param {Track_Stage_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_on_board = /** @type {((inputs?: Track_Stage_On_BoardInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_On_BoardInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_stage_on_board(inputs)
	if (locale === "hi") return hi_track_stage_on_board(inputs)
	return en_track_stage_on_board(inputs)
});