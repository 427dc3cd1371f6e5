/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown> }} Msg_CancelledInputs */

const en_msg_cancelled = /** @type {(inputs: Msg_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance booking${i?.ref} has been cancelled. If you still need an ambulance, call us any time.`)
};

const kn_msg_cancelled = /** @type {(inputs: Msg_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬುಕಿಂಗ್${i?.ref} ರದ್ದಾಗಿದೆ. ನಿಮಗೆ ಇನ್ನೂ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕಿದ್ದರೆ, ಯಾವಾಗ ಬೇಕಾದರೂ ನಮಗೆ ಕರೆ ಮಾಡಿ.`)
};

const hi_msg_cancelled = /** @type {(inputs: Msg_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस बुकिंग${i?.ref} रद्द कर दी गई है। अगर आपको अब भी एम्बुलेंस चाहिए, तो कभी भी हमें कॉल करें।`)
};

/**
* | output |
* | --- |
* | "Your ambulance booking{ref} has been cancelled. If you still need an ambulance, call us any time." |
*
* @param {Msg_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_cancelled = /** @type {((inputs: Msg_CancelledInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_CancelledInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_cancelled(inputs)
	if (locale === "hi") return hi_msg_cancelled(inputs)
	return en_msg_cancelled(inputs)
});