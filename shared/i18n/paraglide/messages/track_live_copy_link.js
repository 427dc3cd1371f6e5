/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Live_Copy_LinkInputs */

const en_track_live_copy_link = /** @type {(inputs: Track_Live_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

const kn_track_live_copy_link = /** @type {(inputs: Track_Live_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ನಕಲಿಸಿ`)
};

const hi_track_live_copy_link = /** @type {(inputs: Track_Live_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी करें`)
};

/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Track_Live_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_copy_link = /** @type {((inputs?: Track_Live_Copy_LinkInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_Copy_LinkInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_live_copy_link(inputs)
	if (locale === "hi") return hi_track_live_copy_link(inputs)
	return en_track_live_copy_link(inputs)
});