/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Text_On_The_WayInputs */

const en_track_text_on_the_way = /** @type {(inputs: Track_Text_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ambulance is on its way to the pickup address.`)
};

const kn_track_text_on_the_way = /** @type {(inputs: Track_Text_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಪಿಕಪ್ ವಿಳಾಸದತ್ತ ಬರುತ್ತಿದೆ.`)
};

const hi_track_text_on_the_way = /** @type {(inputs: Track_Text_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस पिकअप पते की ओर आ रही है।`)
};

/**
* | output |
* | --- |
* | "The ambulance is on its way to the pickup address." |
*
* @param {Track_Text_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_on_the_way = /** @type {((inputs?: Track_Text_On_The_WayInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_On_The_WayInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_text_on_the_way(inputs)
	if (locale === "hi") return hi_track_text_on_the_way(inputs)
	return en_track_text_on_the_way(inputs)
});