/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Call_HelplineInputs */

const en_track_call_helpline = /** @type {(inputs: Track_Call_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call helpline`)
};

const kn_track_call_helpline = /** @type {(inputs: Track_Call_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ`)
};

const hi_track_call_helpline = /** @type {(inputs: Track_Call_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हेल्पलाइन पर कॉल करें`)
};

/**
* | output |
* | --- |
* | "Call helpline" |
*
* @param {Track_Call_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_helpline = /** @type {((inputs?: Track_Call_HelplineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Call_HelplineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_call_helpline(inputs)
	if (locale === "hi") return hi_track_call_helpline(inputs)
	return en_track_call_helpline(inputs)
});