/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Msg_Vehicle_To_ComeInputs */

const en_msg_vehicle_to_come = /** @type {(inputs: Msg_Vehicle_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will send you the ambulance and driver details shortly.`)
};

const kn_msg_vehicle_to_come = /** @type {(inputs: Msg_Vehicle_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಮತ್ತು ಚಾಲಕರ ವಿವರಗಳನ್ನು ಶೀಘ್ರದಲ್ಲೇ ಕಳುಹಿಸುತ್ತೇವೆ.`)
};

const hi_msg_vehicle_to_come = /** @type {(inputs: Msg_Vehicle_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस और ड्राइवर की जानकारी हम जल्द ही भेजेंगे।`)
};

/**
* | output |
* | --- |
* | "We will send you the ambulance and driver details shortly." |
*
* @param {Msg_Vehicle_To_ComeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_vehicle_to_come = /** @type {((inputs?: Msg_Vehicle_To_ComeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Vehicle_To_ComeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_vehicle_to_come(inputs)
	if (locale === "hi") return hi_msg_vehicle_to_come(inputs)
	return en_msg_vehicle_to_come(inputs)
});