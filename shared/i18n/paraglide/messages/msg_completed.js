/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown> }} Msg_CompletedInputs */

const en_msg_completed = /** @type {(inputs: Msg_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ambulance trip${i?.ref} is complete. Thank you for trusting us; we wish you a quick recovery.`)
};

const kn_msg_completed = /** @type {(inputs: Msg_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಪ್ರಯಾಣ${i?.ref} ಪೂರ್ಣಗೊಂಡಿದೆ. ನಮ್ಮ ಮೇಲೆ ನಂಬಿಕೆ ಇಟ್ಟಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು; ಬೇಗ ಗುಣಮುಖರಾಗಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.`)
};

const hi_msg_completed = /** @type {(inputs: Msg_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपकी एम्बुलेंस यात्रा${i?.ref} पूरी हो गई है। हम पर भरोसा करने के लिए धन्यवाद; हम आपके जल्द स्वस्थ होने की कामना करते हैं।`)
};

/**
* | output |
* | --- |
* | "Your ambulance trip{ref} is complete. Thank you for trusting us; we wish you a quick recovery." |
*
* @param {Msg_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_completed = /** @type {((inputs: Msg_CompletedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_CompletedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_completed(inputs)
	if (locale === "hi") return hi_msg_completed(inputs)
	return en_msg_completed(inputs)
});