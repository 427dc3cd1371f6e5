/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Service_EmergencyInputs */

const en_track_service_emergency = /** @type {(inputs: Track_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency Ambulance`)
};

const kn_track_service_emergency = /** @type {(inputs: Track_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_track_service_emergency = /** @type {(inputs: Track_Service_EmergencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इमरजेंसी एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Emergency Ambulance" |
*
* @param {Track_Service_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_emergency = /** @type {((inputs?: Track_Service_EmergencyInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_EmergencyInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_service_emergency(inputs)
	if (locale === "hi") return hi_track_service_emergency(inputs)
	return en_track_service_emergency(inputs)
});