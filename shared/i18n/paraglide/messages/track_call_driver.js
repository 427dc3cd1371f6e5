/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ driver: NonNullable<unknown> }} Track_Call_DriverInputs */

const en_track_call_driver = /** @type {(inputs: Track_Call_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.driver}`)
};

const kn_track_call_driver = /** @type {(inputs: Track_Call_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.driver} ಅವರಿಗೆ ಕರೆ ಮಾಡಿ`)
};

const hi_track_call_driver = /** @type {(inputs: Track_Call_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.driver} को कॉल करें`)
};

/**
* | output |
* | --- |
* | "Call {driver}" |
*
* @param {Track_Call_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_driver = /** @type {((inputs: Track_Call_DriverInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Call_DriverInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_call_driver(inputs)
	if (locale === "hi") return hi_track_call_driver(inputs)
	return en_track_call_driver(inputs)
});