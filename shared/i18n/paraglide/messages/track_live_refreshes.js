/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Live_RefreshesInputs */

const en_track_live_refreshes = /** @type {(inputs: Track_Live_RefreshesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page refreshes itself every 30 seconds.`)
};

const kn_track_live_refreshes = /** @type {(inputs: Track_Live_RefreshesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಪುಟ ಪ್ರತಿ 30 ಸೆಕೆಂಡಿಗೆ ತಾನಾಗಿಯೇ ರಿಫ್ರೆಶ್ ಆಗುತ್ತದೆ.`)
};

const hi_track_live_refreshes = /** @type {(inputs: Track_Live_RefreshesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पेज हर 30 सेकंड में अपने-आप रीफ़्रेश होता है।`)
};

/**
* | output |
* | --- |
* | "This page refreshes itself every 30 seconds." |
*
* @param {Track_Live_RefreshesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_refreshes = /** @type {((inputs?: Track_Live_RefreshesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_RefreshesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_live_refreshes(inputs)
	if (locale === "hi") return hi_track_live_refreshes(inputs)
	return en_track_live_refreshes(inputs)
});