/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Service_IntercityInputs */

const en_track_service_intercity = /** @type {(inputs: Track_Service_IntercityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intercity Transfer`)
};

const kn_track_service_intercity = /** @type {(inputs: Track_Service_IntercityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೇರೆ ನಗರಕ್ಕೆ ರೋಗಿ ಸಾಗಣೆ`)
};

const hi_track_service_intercity = /** @type {(inputs: Track_Service_IntercityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दूसरे शहर तक मरीज़ ट्रांसफ़र`)
};

/**
* | output |
* | --- |
* | "Intercity Transfer" |
*
* @param {Track_Service_IntercityInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_intercity = /** @type {((inputs?: Track_Service_IntercityInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_IntercityInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_service_intercity(inputs)
	if (locale === "hi") return hi_track_service_intercity(inputs)
	return en_track_service_intercity(inputs)
});