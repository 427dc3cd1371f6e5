/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Service_TransferInputs */

const en_track_service_transfer = /** @type {(inputs: Track_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patient Transfer`)
};

const kn_track_service_transfer = /** @type {(inputs: Track_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿ ಸ್ಥಳಾಂತರ`)
};

const hi_track_service_transfer = /** @type {(inputs: Track_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ ट्रांसफ़र`)
};

/**
* | output |
* | --- |
* | "Patient Transfer" |
*
* @param {Track_Service_TransferInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_transfer = /** @type {((inputs?: Track_Service_TransferInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_TransferInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_service_transfer(inputs)
	if (locale === "hi") return hi_track_service_transfer(inputs)
	return en_track_service_transfer(inputs)
});