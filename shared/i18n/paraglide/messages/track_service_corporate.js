/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Service_CorporateInputs */

const en_track_service_corporate = /** @type {(inputs: Track_Service_CorporateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corporate`)
};

const kn_track_service_corporate = /** @type {(inputs: Track_Service_CorporateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾರ್ಪೊರೇಟ್`)
};

const hi_track_service_corporate = /** @type {(inputs: Track_Service_CorporateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉर्पोरेट`)
};

/**
* | output |
* | --- |
* | "Corporate" |
*
* @param {Track_Service_CorporateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_corporate = /** @type {((inputs?: Track_Service_CorporateInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Service_CorporateInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_service_corporate(inputs)
	if (locale === "hi") return hi_track_service_corporate(inputs)
	return en_track_service_corporate(inputs)
});