/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slideshow_PlayInputs */

const en_home_slideshow_play = /** @type {(inputs: Home_Slideshow_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play slideshow`)
};

const kn_home_slideshow_play = /** @type {(inputs: Home_Slideshow_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಲೈಡ್‌ಶೋ ಆರಂಭಿಸಿ`)
};

const hi_home_slideshow_play = /** @type {(inputs: Home_Slideshow_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्लाइडशो चलाएँ`)
};

/**
* | output |
* | --- |
* | "Play slideshow" |
*
* @param {Home_Slideshow_PlayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slideshow_play = /** @type {((inputs?: Home_Slideshow_PlayInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slideshow_PlayInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_slideshow_play(inputs)
	if (locale === "hi") return hi_home_slideshow_play(inputs)
	return en_home_slideshow_play(inputs)
});