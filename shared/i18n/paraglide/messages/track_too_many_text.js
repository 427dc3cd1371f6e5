/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Too_Many_TextInputs */

const en_track_too_many_text = /** @type {(inputs: Track_Too_Many_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait a few minutes and try again, or call our 24x7 helpline.`)
};

const kn_track_too_many_text = /** @type {(inputs: Track_Too_Many_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷ ಕಾದು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ.`)
};

const hi_track_too_many_text = /** @type {(inputs: Track_Too_Many_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया कुछ मिनट रुककर फिर से कोशिश करें, या हमारी 24x7 हेल्पलाइन पर कॉल करें।`)
};

/**
* | output |
* | --- |
* | "Please wait a few minutes and try again, or call our 24x7 helpline." |
*
* @param {Track_Too_Many_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_too_many_text = /** @type {((inputs?: Track_Too_Many_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Too_Many_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_too_many_text(inputs)
	if (locale === "hi") return hi_track_too_many_text(inputs)
	return en_track_too_many_text(inputs)
});