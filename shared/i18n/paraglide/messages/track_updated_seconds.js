/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Track_Updated_SecondsInputs */

const en_track_updated_seconds = /** @type {(inputs: Track_Updated_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`updated ${i?.seconds} s ago`)
};

const kn_track_updated_seconds = /** @type {(inputs: Track_Updated_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} ಸೆಕೆಂಡ್ ಹಿಂದೆ ಅಪ್‌ಡೇಟ್ ಆಗಿದೆ`)
};

const hi_track_updated_seconds = /** @type {(inputs: Track_Updated_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} सेकंड पहले अपडेट हुआ`)
};

/**
* | output |
* | --- |
* | "updated {seconds} s ago" |
*
* @param {Track_Updated_SecondsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updated_seconds = /** @type {((inputs: Track_Updated_SecondsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Updated_SecondsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_updated_seconds(inputs)
	if (locale === "hi") return hi_track_updated_seconds(inputs)
	return en_track_updated_seconds(inputs)
});