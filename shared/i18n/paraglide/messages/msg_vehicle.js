/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ vehicle: NonNullable<unknown> }} Msg_VehicleInputs */

const en_msg_vehicle = /** @type {(inputs: Msg_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ambulance: ${i?.vehicle}.`)
};

const kn_msg_vehicle = /** @type {(inputs: Msg_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್: ${i?.vehicle}.`)
};

const hi_msg_vehicle = /** @type {(inputs: Msg_VehicleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस: ${i?.vehicle}।`)
};

/**
* | output |
* | --- |
* | "Ambulance: {vehicle}." |
*
* @param {Msg_VehicleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_vehicle = /** @type {((inputs: Msg_VehicleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_VehicleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_vehicle(inputs)
	if (locale === "hi") return hi_msg_vehicle(inputs)
	return en_msg_vehicle(inputs)
});