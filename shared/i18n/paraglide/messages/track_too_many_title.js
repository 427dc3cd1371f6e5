/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Too_Many_TitleInputs */

const en_track_too_many_title = /** @type {(inputs: Track_Too_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts`)
};

const kn_track_too_many_title = /** @type {(inputs: Track_Too_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುಂಬಾ ಸಲ ಪ್ರಯತ್ನಿಸಲಾಗಿದೆ`)
};

const hi_track_too_many_title = /** @type {(inputs: Track_Too_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बहुत ज़्यादा कोशिशें`)
};

/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Track_Too_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_too_many_title = /** @type {((inputs?: Track_Too_Many_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Too_Many_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_too_many_title(inputs)
	if (locale === "hi") return hi_track_too_many_title(inputs)
	return en_track_too_many_title(inputs)
});