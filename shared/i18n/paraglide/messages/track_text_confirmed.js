/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Text_ConfirmedInputs */

const en_track_text_confirmed = /** @type {(inputs: Track_Text_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team has confirmed your booking and is assigning an ambulance.`)
};

const kn_track_text_confirmed = /** @type {(inputs: Track_Text_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ತಂಡ ನಿಮ್ಮ ಬುಕಿಂಗ್ ಖಚಿತಪಡಿಸಿದೆ ಮತ್ತು ಆಂಬ್ಯುಲೆನ್ಸ್ ನಿಗದಿಪಡಿಸುತ್ತಿದೆ.`)
};

const hi_track_text_confirmed = /** @type {(inputs: Track_Text_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी टीम ने आपकी बुकिंग पक्की कर दी है और एम्बुलेंस तय कर रही है।`)
};

/**
* | output |
* | --- |
* | "Our team has confirmed your booking and is assigning an ambulance." |
*
* @param {Track_Text_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_confirmed = /** @type {((inputs?: Track_Text_ConfirmedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_ConfirmedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_text_confirmed(inputs)
	if (locale === "hi") return hi_track_text_confirmed(inputs)
	return en_track_text_confirmed(inputs)
});