/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Keep_PrivateInputs */

const en_track_keep_private = /** @type {(inputs: Track_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep this link private: anyone who has it can follow this booking until 24 hours after it ends.`)
};

const kn_track_keep_private = /** @type {(inputs: Track_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಲಿಂಕ್ ಅನ್ನು ಗೌಪ್ಯವಾಗಿಡಿ: ಇದು ಯಾರ ಬಳಿ ಇದ್ದರೂ ಬುಕಿಂಗ್ ಮುಗಿದ 24 ಗಂಟೆಗಳವರೆಗೆ ಅದನ್ನು ನೋಡಬಹುದು.`)
};

const hi_track_keep_private = /** @type {(inputs: Track_Keep_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह लिंक निजी रखें: जिसके पास भी यह लिंक है, वह बुकिंग खत्म होने के 24 घंटे बाद तक इसे देख सकता है।`)
};

/**
* | output |
* | --- |
* | "Keep this link private: anyone who has it can follow this booking until 24 hours after it ends." |
*
* @param {Track_Keep_PrivateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_keep_private = /** @type {((inputs?: Track_Keep_PrivateInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Keep_PrivateInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_keep_private(inputs)
	if (locale === "hi") return hi_track_keep_private(inputs)
	return en_track_keep_private(inputs)
});