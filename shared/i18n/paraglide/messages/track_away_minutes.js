/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Track_Away_MinutesInputs */

const en_track_away_minutes = /** @type {(inputs: Track_Away_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.minutes} min away`)
};

const kn_track_away_minutes = /** @type {(inputs: Track_Away_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸುಮಾರು ${i?.minutes} ನಿಮಿಷ ದೂರದಲ್ಲಿದೆ`)
};

const hi_track_away_minutes = /** @type {(inputs: Track_Away_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लगभग ${i?.minutes} मिनट दूर`)
};

/**
* | output |
* | --- |
* | "About {minutes} min away" |
*
* @param {Track_Away_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_minutes = /** @type {((inputs: Track_Away_MinutesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Away_MinutesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_away_minutes(inputs)
	if (locale === "hi") return hi_track_away_minutes(inputs)
	return en_track_away_minutes(inputs)
});