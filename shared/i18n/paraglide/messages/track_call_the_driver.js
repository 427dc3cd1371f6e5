/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Call_The_DriverInputs */

const en_track_call_the_driver = /** @type {(inputs: Track_Call_The_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call the driver`)
};

const kn_track_call_the_driver = /** @type {(inputs: Track_Call_The_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕರಿಗೆ ಕರೆ ಮಾಡಿ`)
};

const hi_track_call_the_driver = /** @type {(inputs: Track_Call_The_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ड्राइवर को कॉल करें`)
};

/**
* | output |
* | --- |
* | "Call the driver" |
*
* @param {Track_Call_The_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_the_driver = /** @type {((inputs?: Track_Call_The_DriverInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Call_The_DriverInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_call_the_driver(inputs)
	if (locale === "hi") return hi_track_call_the_driver(inputs)
	return en_track_call_the_driver(inputs)
});