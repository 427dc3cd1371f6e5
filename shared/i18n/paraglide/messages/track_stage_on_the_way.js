/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Stage_On_The_WayInputs */

const en_track_stage_on_the_way = /** @type {(inputs: Track_Stage_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance on the way`)
};

const kn_track_stage_on_the_way = /** @type {(inputs: Track_Stage_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ದಾರಿಯಲ್ಲಿದೆ`)
};

const hi_track_stage_on_the_way = /** @type {(inputs: Track_Stage_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस रास्ते में है`)
};

/**
* | output |
* | --- |
* | "Ambulance on the way" |
*
* @param {Track_Stage_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_on_the_way = /** @type {((inputs?: Track_Stage_On_The_WayInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_On_The_WayInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_stage_on_the_way(inputs)
	if (locale === "hi") return hi_track_stage_on_the_way(inputs)
	return en_track_stage_on_the_way(inputs)
});