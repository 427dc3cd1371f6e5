/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Privacy_UseInputs */

const en_legal_privacy_use = /** @type {(inputs: Legal_Privacy_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only to arrange the ambulance you asked for, to reply to your message, and to keep a record of the bookings we handle.`)
};

const kn_legal_privacy_use = /** @type {(inputs: Legal_Privacy_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನೀವು ಕೇಳಿದ ಆಂಬ್ಯುಲೆನ್ಸ್ ವ್ಯವಸ್ಥೆ ಮಾಡಲು, ನಿಮ್ಮ ಸಂದೇಶಕ್ಕೆ ಉತ್ತರಿಸಲು, ಮತ್ತು ನಾವು ನಿರ್ವಹಿಸುವ ಬುಕಿಂಗ್‌ಗಳ ದಾಖಲೆ ಇಡಲು ಮಾತ್ರ.`)
};

const hi_legal_privacy_use = /** @type {(inputs: Legal_Privacy_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सिर्फ़ आपकी माँगी हुई एम्बुलेंस की व्यवस्था करने, आपके संदेश का जवाब देने, और हमारी संभाली गई बुकिंग का रिकॉर्ड रखने के लिए।`)
};

/**
* | output |
* | --- |
* | "Only to arrange the ambulance you asked for, to reply to your message, and to keep a record of the bookings we handle." |
*
* @param {Legal_Privacy_UseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use = /** @type {((inputs?: Legal_Privacy_UseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_UseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_privacy_use(inputs)
	if (locale === "hi") return hi_legal_privacy_use(inputs)
	return en_legal_privacy_use(inputs)
});