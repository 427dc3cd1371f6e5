/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Service_BasicInputs */

const en_track_service_basic = /** @type {(inputs: Track_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic Life Support`)
};

const kn_track_service_basic = /** @type {(inputs: Track_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೇಸಿಕ್ ಲೈಫ್ ಸಪೋರ್ಟ್ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_track_service_basic = /** @type {(inputs: Track_Service_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेसिक लाइफ़ सपोर्ट एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Basic Life Support" |
*
* @param {Track_Service_BasicInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_basic = /** @type {((inputs?: Track_Service_BasicInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_BasicInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_service_basic(inputs)
	if (locale === "hi") return hi_track_service_basic(inputs)
	return en_track_service_basic(inputs)
});