/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Track_Booking_ReferenceInputs */

const en_track_booking_reference = /** @type {(inputs: Track_Booking_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booking ${i?.reference}`)
};

const kn_track_booking_reference = /** @type {(inputs: Track_Booking_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ${i?.reference}`)
};

const hi_track_booking_reference = /** @type {(inputs: Track_Booking_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बुकिंग ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Booking {reference}" |
*
* @param {Track_Booking_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_booking_reference = /** @type {((inputs: Track_Booking_ReferenceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Booking_ReferenceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_booking_reference(inputs)
	if (locale === "hi") return hi_track_booking_reference(inputs)
	return en_track_booking_reference(inputs)
});