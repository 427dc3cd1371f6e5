/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Service_AirInputs */

const en_track_service_air = /** @type {(inputs: Track_Service_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air Ambulance`)
};

const kn_track_service_air = /** @type {(inputs: Track_Service_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಏರ್ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_track_service_air = /** @type {(inputs: Track_Service_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एयर एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Air Ambulance" |
*
* @param {Track_Service_AirInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_air = /** @type {((inputs?: Track_Service_AirInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_AirInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_service_air(inputs)
	if (locale === "hi") return hi_track_service_air(inputs)
	return en_track_service_air(inputs)
});