/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Where_AmbulanceInputs */

const en_track_where_ambulance = /** @type {(inputs: Track_Where_AmbulanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance`)
};

const kn_track_where_ambulance = /** @type {(inputs: Track_Where_AmbulanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_track_where_ambulance = /** @type {(inputs: Track_Where_AmbulanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Ambulance" |
*
* @param {Track_Where_AmbulanceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_ambulance = /** @type {((inputs?: Track_Where_AmbulanceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Where_AmbulanceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_where_ambulance(inputs)
	if (locale === "hi") return hi_track_where_ambulance(inputs)
	return en_track_where_ambulance(inputs)
});