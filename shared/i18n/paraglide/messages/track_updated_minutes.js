/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Track_Updated_MinutesInputs */

const en_track_updated_minutes = /** @type {(inputs: Track_Updated_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`updated ${i?.minutes} min ago`)
};

const kn_track_updated_minutes = /** @type {(inputs: Track_Updated_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} ನಿಮಿಷ ಹಿಂದೆ ಅಪ್‌ಡೇಟ್ ಆಗಿದೆ`)
};

const hi_track_updated_minutes = /** @type {(inputs: Track_Updated_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} मिनट पहले अपडेट हुआ`)
};

/**
* | output |
* | --- |
* | "updated {minutes} min ago" |
*
* @param {Track_Updated_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updated_minutes = /** @type {((inputs: Track_Updated_MinutesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Updated_MinutesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_updated_minutes(inputs)
	if (locale === "hi") return hi_track_updated_minutes(inputs)
	return en_track_updated_minutes(inputs)
});