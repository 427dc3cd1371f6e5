/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Service_AlsInputs */

const en_track_service_als = /** @type {(inputs: Track_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS Ambulance`)
};

const kn_track_service_als = /** @type {(inputs: Track_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_track_service_als = /** @type {(inputs: Track_Service_AlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALS एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "ALS Ambulance" |
*
* @param {Track_Service_AlsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_als = /** @type {((inputs?: Track_Service_AlsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_AlsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_service_als(inputs)
	if (locale === "hi") return hi_track_service_als(inputs)
	return en_track_service_als(inputs)
});