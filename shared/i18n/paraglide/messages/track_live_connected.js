/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Live_ConnectedInputs */

const en_track_live_connected = /** @type {(inputs: Track_Live_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live: this page updates by itself.`)
};

const kn_track_live_connected = /** @type {(inputs: Track_Live_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲೈವ್: ಈ ಪುಟ ತಾನಾಗಿಯೇ ಅಪ್‌ಡೇಟ್ ಆಗುತ್ತದೆ.`)
};

const hi_track_live_connected = /** @type {(inputs: Track_Live_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाइव: यह पेज अपने-आप अपडेट होता है।`)
};

/**
* | output |
* | --- |
* | "Live: this page updates by itself." |
*
* @param {Track_Live_ConnectedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_connected = /** @type {((inputs?: Track_Live_ConnectedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_ConnectedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_live_connected(inputs)
	if (locale === "hi") return hi_track_live_connected(inputs)
	return en_track_live_connected(inputs)
});