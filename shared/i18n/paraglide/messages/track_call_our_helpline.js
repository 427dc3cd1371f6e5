/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Call_Our_HelplineInputs */

const en_track_call_our_helpline = /** @type {(inputs: Track_Call_Our_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call our helpline`)
};

const kn_track_call_our_helpline = /** @type {(inputs: Track_Call_Our_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ`)
};

const hi_track_call_our_helpline = /** @type {(inputs: Track_Call_Our_HelplineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी हेल्पलाइन पर कॉल करें`)
};

/**
* | output |
* | --- |
* | "Call our helpline" |
*
* @param {Track_Call_Our_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_our_helpline = /** @type {((inputs?: Track_Call_Our_HelplineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Call_Our_HelplineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_call_our_helpline(inputs)
	if (locale === "hi") return hi_track_call_our_helpline(inputs)
	return en_track_call_our_helpline(inputs)
});