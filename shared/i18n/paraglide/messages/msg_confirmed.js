/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown>, when: NonNullable<unknown>, pickup: NonNullable<unknown> }} Msg_ConfirmedInputs */

const en_msg_confirmed = /** @type {(inputs: Msg_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance booking${i?.ref} is confirmed for ${i?.when} from ${i?.pickup}.`)
};

const kn_msg_confirmed = /** @type {(inputs: Msg_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್${i?.ref} ಖಚಿತವಾಗಿದೆ: ${i?.when}, ಪಿಕಪ್ ಸ್ಥಳ: ${i?.pickup}.`)
};

const hi_msg_confirmed = /** @type {(inputs: Msg_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस बुकिंग${i?.ref} पक्की हो गई है: ${i?.when}, पिकअप: ${i?.pickup}।`)
};

/**
* | output |
* | --- |
* | "Your ambulance booking{ref} is confirmed for {when} from {pickup}." |
*
* @param {Msg_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_confirmed = /** @type {((inputs: Msg_ConfirmedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_ConfirmedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_confirmed(inputs)
	if (locale === "hi") return hi_msg_confirmed(inputs)
	return en_msg_confirmed(inputs)
});