/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Position_ImpreciseInputs */

const en_track_position_imprecise = /** @type {(inputs: Track_Position_ImpreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`location not precise enough for an estimate`)
};

const kn_track_position_imprecise = /** @type {(inputs: Track_Position_ImpreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಅಂದಾಜು ಹೇಳುವಷ್ಟು ಸ್ಥಳ ನಿಖರವಾಗಿಲ್ಲ`)
};

const hi_track_position_imprecise = /** @type {(inputs: Track_Position_ImpreciseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनुमान के लिए लोकेशन पर्याप्त सटीक नहीं है`)
};

/**
* | output |
* | --- |
* | "location not precise enough for an estimate" |
*
* @param {Track_Position_ImpreciseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_position_imprecise = /** @type {((inputs?: Track_Position_ImpreciseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Position_ImpreciseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_position_imprecise(inputs)
	if (locale === "hi") return hi_track_position_imprecise(inputs)
	return en_track_position_imprecise(inputs)
});