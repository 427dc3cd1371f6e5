/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Stage_At_DestinationInputs */

const en_track_stage_at_destination = /** @type {(inputs: Track_Stage_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reached the destination`)
};

const kn_track_stage_at_destination = /** @type {(inputs: Track_Stage_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಗಮ್ಯಸ್ಥಾನ ತಲುಪಿದೆ`)
};

const hi_track_stage_at_destination = /** @type {(inputs: Track_Stage_At_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मंज़िल पर पहुँच गए`)
};

/**
* | output |
* | --- |
* | "Reached the destination" |
*
* @param {Track_Stage_At_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_at_destination = /** @type {((inputs?: Track_Stage_At_DestinationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_At_DestinationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_stage_at_destination(inputs)
	if (locale === "hi") return hi_track_stage_at_destination(inputs)
	return en_track_stage_at_destination(inputs)
});