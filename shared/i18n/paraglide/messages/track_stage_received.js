/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Stage_ReceivedInputs */

const en_track_stage_received = /** @type {(inputs: Track_Stage_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request received`)
};

const kn_track_stage_received = /** @type {(inputs: Track_Stage_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿನಂತಿ ತಲುಪಿದೆ`)
};

const hi_track_stage_received = /** @type {(inputs: Track_Stage_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुरोध मिल गया`)
};

/**
* | output |
* | --- |
* | "Request received" |
*
* @param {Track_Stage_ReceivedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_received = /** @type {((inputs?: Track_Stage_ReceivedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Stage_ReceivedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_stage_received(inputs)
	if (locale === "hi") return hi_track_stage_received(inputs)
	return en_track_stage_received(inputs)
});