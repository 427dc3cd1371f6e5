/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Live_ReconnectingInputs */

const en_track_live_reconnecting = /** @type {(inputs: Track_Live_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnecting… this page refreshes itself if the connection stays down.`)
};

const kn_track_live_reconnecting = /** @type {(inputs: Track_Live_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮತ್ತೆ ಸಂಪರ್ಕಿಸಲಾಗುತ್ತಿದೆ… ಸಂಪರ್ಕ ಸಿಗದಿದ್ದರೆ ಈ ಪುಟ ತಾನಾಗಿಯೇ ರಿಫ್ರೆಶ್ ಆಗುತ್ತದೆ.`)
};

const hi_track_live_reconnecting = /** @type {(inputs: Track_Live_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फिर से जुड़ रहा है… कनेक्शन न जुड़ने पर यह पेज अपने-आप रीफ़्रेश हो जाएगा।`)
};

/**
* | output |
* | --- |
* | "Reconnecting… this page refreshes itself if the connection stays down." |
*
* @param {Track_Live_ReconnectingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_reconnecting = /** @type {((inputs?: Track_Live_ReconnectingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Live_ReconnectingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_live_reconnecting(inputs)
	if (locale === "hi") return hi_track_live_reconnecting(inputs)
	return en_track_live_reconnecting(inputs)
});