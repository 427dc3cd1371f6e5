/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Service_EventInputs */

const en_track_service_event = /** @type {(inputs: Track_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Standby`)
};

const kn_track_service_event = /** @type {(inputs: Track_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾರ್ಯಕ್ರಮಗಳಿಗೆ ಸ್ಟ್ಯಾಂಡ್‌ಬೈ ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_track_service_event = /** @type {(inputs: Track_Service_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इवेंट के लिए स्टैंडबाय एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Event Standby" |
*
* @param {Track_Service_EventInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_event = /** @type {((inputs?: Track_Service_EventInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_EventInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_service_event(inputs)
	if (locale === "hi") return hi_track_service_event(inputs)
	return en_track_service_event(inputs)
});