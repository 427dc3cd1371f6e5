/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Text_AssignedInputs */

const en_track_text_assigned = /** @type {(inputs: Track_Text_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An ambulance and its driver are assigned to you.`)
};

const kn_track_text_assigned = /** @type {(inputs: Track_Text_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮಗಾಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಮತ್ತು ಅದರ ಚಾಲಕರನ್ನು ನಿಗದಿಪಡಿಸಲಾಗಿದೆ.`)
};

const hi_track_text_assigned = /** @type {(inputs: Track_Text_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके लिए एम्बुलेंस और उसका ड्राइवर तय कर दिए गए हैं।`)
};

/**
* | output |
* | --- |
* | "An ambulance and its driver are assigned to you." |
*
* @param {Track_Text_AssignedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_assigned = /** @type {((inputs?: Track_Text_AssignedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_AssignedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_text_assigned(inputs)
	if (locale === "hi") return hi_track_text_assigned(inputs)
	return en_track_text_assigned(inputs)
});