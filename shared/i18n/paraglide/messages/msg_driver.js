/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ driver: NonNullable<unknown> }} Msg_DriverInputs */

const en_msg_driver = /** @type {(inputs: Msg_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Driver: ${i?.driver}.`)
};

const kn_msg_driver = /** @type {(inputs: Msg_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕ: ${i?.driver}.`)
};

const hi_msg_driver = /** @type {(inputs: Msg_DriverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ड्राइवर: ${i?.driver}।`)
};

/**
* | output |
* | --- |
* | "Driver: {driver}." |
*
* @param {Msg_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_driver = /** @type {((inputs: Msg_DriverInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_DriverInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_driver(inputs)
	if (locale === "hi") return hi_msg_driver(inputs)
	return en_msg_driver(inputs)
});