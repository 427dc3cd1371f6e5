/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Text_CompletedInputs */

const en_track_text_completed = /** @type {(inputs: Track_Text_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trip is complete. We wish the patient a quick recovery.`)
};

const kn_track_text_completed = /** @type {(inputs: Track_Text_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪ್ರಯಾಣ ಪೂರ್ಣಗೊಂಡಿದೆ. ರೋಗಿ ಬೇಗ ಗುಣಮುಖರಾಗಲಿ ಎಂದು ಹಾರೈಸುತ್ತೇವೆ.`)
};

const hi_track_text_completed = /** @type {(inputs: Track_Text_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यात्रा पूरी हो गई है। हम मरीज़ के जल्द ठीक होने की कामना करते हैं।`)
};

/**
* | output |
* | --- |
* | "The trip is complete. We wish the patient a quick recovery." |
*
* @param {Track_Text_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_completed = /** @type {((inputs?: Track_Text_CompletedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_CompletedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_text_completed(inputs)
	if (locale === "hi") return hi_track_text_completed(inputs)
	return en_track_text_completed(inputs)
});