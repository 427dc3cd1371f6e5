/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Live_Link_CopiedInputs */

const en_track_live_link_copied = /** @type {(inputs: Track_Live_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied.`)
};

const kn_track_live_link_copied = /** @type {(inputs: Track_Live_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ನಕಲಿಸಲಾಗಿದೆ.`)
};

const hi_track_live_link_copied = /** @type {(inputs: Track_Live_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी हो गया।`)
};

/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Track_Live_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_link_copied = /** @type {((inputs?: Track_Live_Link_CopiedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_Link_CopiedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_live_link_copied(inputs)
	if (locale === "hi") return hi_track_live_link_copied(inputs)
	return en_track_live_link_copied(inputs)
});