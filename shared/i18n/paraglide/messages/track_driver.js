/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ driver: NonNullable<unknown> }} Track_DriverInputs */

const en_track_driver = /** @type {(inputs: Track_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`driver ${i?.driver}`)
};

const kn_track_driver = /** @type {(inputs: Track_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕ ${i?.driver}`)
};

const hi_track_driver = /** @type {(inputs: Track_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ड्राइवर ${i?.driver}`)
};

/**
* | output |
* | --- |
* | "driver {driver}" |
*
* @param {Track_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_driver = /** @type {((inputs: Track_DriverInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_DriverInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_driver(inputs)
	if (locale === "hi") return hi_track_driver(inputs)
	return en_track_driver(inputs)
});