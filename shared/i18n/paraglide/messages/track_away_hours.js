/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Track_Away_HoursInputs */

const en_track_away_hours = /** @type {(inputs: Track_Away_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.hours} h away`)
};

const kn_track_away_hours = /** @type {(inputs: Track_Away_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸುಮಾರು ${i?.hours} ಗಂಟೆ ದೂರದಲ್ಲಿದೆ`)
};

const hi_track_away_hours = /** @type {(inputs: Track_Away_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लगभग ${i?.hours} घंटे दूर`)
};

/**
* | output |
* | --- |
* | "About {hours} h away" |
*
* @param {Track_Away_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_hours = /** @type {((inputs: Track_Away_HoursInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Away_HoursInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_away_hours(inputs)
	if (locale === "hi") return hi_track_away_hours(inputs)
	return en_track_away_hours(inputs)
});