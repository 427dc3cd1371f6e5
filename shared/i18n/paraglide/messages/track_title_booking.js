/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Track_Title_BookingInputs */

const en_track_title_booking = /** @type {(inputs: Track_Title_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`booking ${i?.reference}`)
};

const kn_track_title_booking = /** @type {(inputs: Track_Title_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ${i?.reference}`)
};

const hi_track_title_booking = /** @type {(inputs: Track_Title_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बुकिंग ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "booking {reference}" |
*
* @param {Track_Title_BookingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_title_booking = /** @type {((inputs: Track_Title_BookingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Title_BookingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_title_booking(inputs)
	if (locale === "hi") return hi_track_title_booking(inputs)
	return en_track_title_booking(inputs)
});