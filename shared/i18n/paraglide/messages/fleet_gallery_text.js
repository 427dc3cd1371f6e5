/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Gallery_TextInputs */

const en_fleet_gallery_text = /** @type {(inputs: Fleet_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a category, and select a picture to enlarge it.`)
};

const kn_fleet_gallery_text = /** @type {(inputs: Fleet_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಒಂದು ವರ್ಗವನ್ನು ಆರಿಸಿ, ಚಿತ್ರವನ್ನು ದೊಡ್ಡದಾಗಿ ನೋಡಲು ಅದರ ಮೇಲೆ ಒತ್ತಿ.`)
};

const hi_fleet_gallery_text = /** @type {(inputs: Fleet_Gallery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई श्रेणी चुनें, और बड़ा देखने के लिए किसी तस्वीर पर क्लिक करें।`)
};

/**
* | output |
* | --- |
* | "Choose a category, and select a picture to enlarge it." |
*
* @param {Fleet_Gallery_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_gallery_text = /** @type {((inputs?: Fleet_Gallery_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Gallery_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_gallery_text(inputs)
	if (locale === "hi") return hi_fleet_gallery_text(inputs)
	return en_fleet_gallery_text(inputs)
});