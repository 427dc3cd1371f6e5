/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Service_FuneralInputs */

const en_track_service_funeral = /** @type {(inputs: Track_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funeral / Mortuary Transfer`)
};

const kn_track_service_funeral = /** @type {(inputs: Track_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಶವ ಸಾಗಣೆ / ಮಾರ್ಚುರಿ ವಾಹನ`)
};

const hi_track_service_funeral = /** @type {(inputs: Track_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शव वाहन / मोर्चरी ट्रांसफ़र`)
};

/**
* | output |
* | --- |
* | "Funeral / Mortuary Transfer" |
*
* @param {Track_Service_FuneralInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_funeral = /** @type {((inputs?: Track_Service_FuneralInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_FuneralInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_service_funeral(inputs)
	if (locale === "hi") return hi_track_service_funeral(inputs)
	return en_track_service_funeral(inputs)
});