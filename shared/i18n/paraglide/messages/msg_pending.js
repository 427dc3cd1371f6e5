/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown>, pickup: NonNullable<unknown> }} Msg_PendingInputs */

const en_msg_pending = /** @type {(inputs: Msg_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have received your ambulance request${i?.ref} for pickup from ${i?.pickup}. We will call you back within 5 minutes. In an emergency, call us now.`)
};

const kn_msg_pending = /** @type {(inputs: Msg_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ವಿನಂತಿ${i?.ref} ನಮಗೆ ತಲುಪಿದೆ, ಪಿಕಪ್ ಸ್ಥಳ: ${i?.pickup}. ನಾವು 5 ನಿಮಿಷಗಳಲ್ಲಿ ನಿಮಗೆ ಮರಳಿ ಕರೆ ಮಾಡುತ್ತೇವೆ. ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಈಗಲೇ ನಮಗೆ ಕರೆ ಮಾಡಿ.`)
};

const hi_msg_pending = /** @type {(inputs: Msg_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपका एम्बुलेंस अनुरोध${i?.ref} हमें मिल गया है, पिकअप: ${i?.pickup}। हम 5 मिनट के अंदर आपको वापस कॉल करेंगे। इमरजेंसी में अभी हमें कॉल करें।`)
};

/**
* | output |
* | --- |
* | "We have received your ambulance request{ref} for pickup from {pickup}. We will call you back within 5 minutes. In an emergency, call us now." |
*
* @param {Msg_PendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_pending = /** @type {((inputs: Msg_PendingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_PendingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_pending(inputs)
	if (locale === "hi") return hi_msg_pending(inputs)
	return en_msg_pending(inputs)
});