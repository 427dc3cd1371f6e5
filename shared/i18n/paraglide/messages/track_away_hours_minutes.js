/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, minutes: NonNullable<unknown> }} Track_Away_Hours_MinutesInputs */

const en_track_away_hours_minutes = /** @type {(inputs: Track_Away_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.hours} h ${i?.minutes} min away`)
};

const kn_track_away_hours_minutes = /** @type {(inputs: Track_Away_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸುಮಾರು ${i?.hours} ಗಂಟೆ ${i?.minutes} ನಿಮಿಷ ದೂರದಲ್ಲಿದೆ`)
};

const hi_track_away_hours_minutes = /** @type {(inputs: Track_Away_Hours_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लगभग ${i?.hours} घंटे ${i?.minutes} मिनट दूर`)
};

/**
* | output |
* | --- |
* | "About {hours} h {minutes} min away" |
*
* @param {Track_Away_Hours_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_hours_minutes = /** @type {((inputs: Track_Away_Hours_MinutesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Away_Hours_MinutesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_away_hours_minutes(inputs)
	if (locale === "hi") return hi_track_away_hours_minutes(inputs)
	return en_track_away_hours_minutes(inputs)
});