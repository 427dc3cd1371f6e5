/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Track_Not_Found_TitleInputs */

const en_track_not_found_title = /** @type {(inputs: Track_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking link does not work`)
};

const kn_track_not_found_title = /** @type {(inputs: Track_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಟ್ರ್ಯಾಕಿಂಗ್ ಲಿಂಕ್ ಕೆಲಸ ಮಾಡುತ್ತಿಲ್ಲ`)
};

const hi_track_not_found_title = /** @type {(inputs: Track_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह ट्रैकिंग लिंक काम नहीं कर रहा है`)
};

/**
* | output |
* | --- |
* | "This tracking link does not work" |
*
* @param {Track_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_not_found_title = /** @type {((inputs?: Track_Not_Found_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Not_Found_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_track_not_found_title(inputs)
	if (locale === "hi") return hi_track_not_found_title(inputs)
	return en_track_not_found_title(inputs)
});