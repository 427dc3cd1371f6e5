/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Text_ReceivedInputs */

const en_track_text_received = /** @type {(inputs: Track_Text_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have your request. Our team will call you within 5 minutes.`)
};

const kn_track_text_received = /** @type {(inputs: Track_Text_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿ ನಮಗೆ ತಲುಪಿದೆ. ನಮ್ಮ ತಂಡ 5 ನಿಮಿಷಗಳಲ್ಲಿ ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತದೆ.`)
};

const hi_track_text_received = /** @type {(inputs: Track_Text_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका अनुरोध हमें मिल गया है। हमारी टीम 5 मिनट के अंदर आपको कॉल करेगी।`)
};

/**
* | output |
* | --- |
* | "We have your request. Our team will call you within 5 minutes." |
*
* @param {Track_Text_ReceivedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_received = /** @type {((inputs?: Track_Text_ReceivedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Text_ReceivedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_text_received(inputs)
	if (locale === "hi") return hi_track_text_received(inputs)
	return en_track_text_received(inputs)
});