/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Expired_TextInputs */

const en_track_expired_text = /** @type {(inputs: Track_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking links stop working 24 hours after the booking ends. For anything about this booking, call our 24x7 helpline.`)
};

const kn_track_expired_text = /** @type {(inputs: Track_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ಮುಗಿದ 24 ಗಂಟೆಗಳ ನಂತರ ಟ್ರ್ಯಾಕಿಂಗ್ ಲಿಂಕ್ ಕೆಲಸ ಮಾಡುವುದಿಲ್ಲ. ಈ ಬುಕಿಂಗ್ ಕುರಿತು ಏನೇ ಇದ್ದರೂ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

const hi_track_expired_text = /** @type {(inputs: Track_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग खत्म होने के 24 घंटे बाद ट्रैकिंग लिंक काम करना बंद कर देता है। इस बुकिंग के बारे में किसी भी बात के लिए हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

/**
* | output |
* | --- |
* | "Tracking links stop working 24 hours after the booking ends. For anything about this booking, call our 24x7 helpline." |
*
* @param {Track_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_expired_text = /** @type {((inputs?: Track_Expired_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Expired_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_expired_text(inputs)
	if (locale === "hi") return hi_track_expired_text(inputs)
	return en_track_expired_text(inputs)
});