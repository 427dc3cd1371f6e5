/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Text_CancelledInputs */

const en_track_text_cancelled = /** @type {(inputs: Track_Text_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking was cancelled. If you still need an ambulance, call our 24x7 helpline now.`)
};

const kn_track_text_cancelled = /** @type {(inputs: Track_Text_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ. ನಿಮಗೆ ಇನ್ನೂ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕಿದ್ದರೆ, ಈಗಲೇ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

const hi_track_text_cancelled = /** @type {(inputs: Track_Text_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह बुकिंग रद्द हो गई है। अगर आपको अब भी एम्बुलेंस चाहिए, तो अभी हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

/**
* | output |
* | --- |
* | "This booking was cancelled. If you still need an ambulance, call our 24x7 helpline now." |
*
* @param {Track_Text_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_cancelled = /** @type {((inputs?: Track_Text_CancelledInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_CancelledInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_text_cancelled(inputs)
	if (locale === "hi") return hi_track_text_cancelled(inputs)
	return en_track_text_cancelled(inputs)
});