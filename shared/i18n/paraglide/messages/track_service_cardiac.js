/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Service_CardiacInputs */

const en_track_service_cardiac = /** @type {(inputs: Track_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardiac Ambulance`)
};

const kn_track_service_cardiac = /** @type {(inputs: Track_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹೃದಯ ರೋಗಿಗಳ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_track_service_cardiac = /** @type {(inputs: Track_Service_CardiacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कार्डियक एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Cardiac Ambulance" |
*
* @param {Track_Service_CardiacInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_cardiac = /** @type {((inputs?: Track_Service_CardiacInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_CardiacInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_service_cardiac(inputs)
	if (locale === "hi") return hi_track_service_cardiac(inputs)
	return en_track_service_cardiac(inputs)
});