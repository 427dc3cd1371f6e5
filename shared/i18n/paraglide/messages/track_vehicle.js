/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Track_VehicleInputs */

const en_track_vehicle = /** @type {(inputs: Track_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vehicle ${i?.number}`)
};

const kn_track_vehicle = /** @type {(inputs: Track_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ವಾಹನ ${i?.number}`)
};

const hi_track_vehicle = /** @type {(inputs: Track_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`वाहन ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Vehicle {number}" |
*
* @param {Track_VehicleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_vehicle = /** @type {((inputs: Track_VehicleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_VehicleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_vehicle(inputs)
	if (locale === "hi") return hi_track_vehicle(inputs)
	return en_track_vehicle(inputs)
});