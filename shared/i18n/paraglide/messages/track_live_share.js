/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Live_ShareInputs */

const en_track_live_share = /** @type {(inputs: Track_Live_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

const kn_track_live_share = /** @type {(inputs: Track_Live_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಹಂಚಿಕೊಳ್ಳಿ`)
};

const hi_track_live_share = /** @type {(inputs: Track_Live_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शेयर करें`)
};

/**
* | output |
* | --- |
* | "Share" |
*
* @param {Track_Live_ShareInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_share = /** @type {((inputs?: Track_Live_ShareInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_ShareInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_live_share(inputs)
	if (locale === "hi") return hi_track_live_share(inputs)
	return en_track_live_share(inputs)
});