/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Expired_TitleInputs */

const en_track_expired_title = /** @type {(inputs: Track_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking link has expired`)
};

const kn_track_expired_title = /** @type {(inputs: Track_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಟ್ರ್ಯಾಕಿಂಗ್ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ`)
};

const hi_track_expired_title = /** @type {(inputs: Track_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस ट्रैकिंग लिंक की अवधि खत्म हो गई है`)
};

/**
* | output |
* | --- |
* | "This tracking link has expired" |
*
* @param {Track_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_expired_title = /** @type {((inputs?: Track_Expired_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Expired_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_expired_title(inputs)
	if (locale === "hi") return hi_track_expired_title(inputs)
	return en_track_expired_title(inputs)
});