/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pickup: NonNullable<unknown> }} Msg_In_ProgressInputs */

const en_msg_in_progress = /** @type {(inputs: Msg_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance is on the way to ${i?.pickup}.`)
};

const kn_msg_in_progress = /** @type {(inputs: Msg_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ${i?.pickup} ಕಡೆಗೆ ಬರುತ್ತಿದೆ.`)
};

const hi_msg_in_progress = /** @type {(inputs: Msg_In_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस ${i?.pickup} के लिए रास्ते में है।`)
};

/**
* | output |
* | --- |
* | "Your ambulance is on the way to {pickup}." |
*
* @param {Msg_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_in_progress = /** @type {((inputs: Msg_In_ProgressInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_In_ProgressInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_in_progress(inputs)
	if (locale === "hi") return hi_msg_in_progress(inputs)
	return en_msg_in_progress(inputs)
});