/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Not_Found_TextInputs */

const en_track_not_found_text = /** @type {(inputs: Track_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check that the whole link was copied. For anything about your booking, call our 24x7 helpline.`)
};

const kn_track_not_found_text = /** @type {(inputs: Track_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಪೂರ್ತಿ ಲಿಂಕ್ ನಕಲಾಗಿದೆಯೇ ಎಂದು ಪರಿಶೀಲಿಸಿ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಕುರಿತು ಏನೇ ಇದ್ದರೂ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

const hi_track_not_found_text = /** @type {(inputs: Track_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया देख लें कि पूरा लिंक कॉपी हुआ है। अपनी बुकिंग के बारे में किसी भी बात के लिए हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

/**
* | output |
* | --- |
* | "Please check that the whole link was copied. For anything about your booking, call our 24x7 helpline." |
*
* @param {Track_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_not_found_text = /** @type {((inputs?: Track_Not_Found_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Not_Found_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_not_found_text(inputs)
	if (locale === "hi") return hi_track_not_found_text(inputs)
	return en_track_not_found_text(inputs)
});