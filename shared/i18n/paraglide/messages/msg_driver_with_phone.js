/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ driver: NonNullable<unknown>, phone: NonNullable<unknown> }} Msg_Driver_With_PhoneInputs */

const en_msg_driver_with_phone = /** @type {(inputs: Msg_Driver_With_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Driver: ${i?.driver}, ${i?.phone}.`)
};

const kn_msg_driver_with_phone = /** @type {(inputs: Msg_Driver_With_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಚಾಲಕ: ${i?.driver}, ${i?.phone}.`)
};

const hi_msg_driver_with_phone = /** @type {(inputs: Msg_Driver_With_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ड्राइवर: ${i?.driver}, ${i?.phone}।`)
};

/**
* | output |
* | --- |
* | "Driver: {driver}, {phone}." |
*
* @param {Msg_Driver_With_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_driver_with_phone = /** @type {((inputs: Msg_Driver_With_PhoneInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Driver_With_PhoneInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_driver_with_phone(inputs)
	if (locale === "hi") return hi_msg_driver_with_phone(inputs)
	return en_msg_driver_with_phone(inputs)
});