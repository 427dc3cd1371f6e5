/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Slideshow_PauseInputs */

const en_home_slideshow_pause = /** @type {(inputs: Home_Slideshow_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause slideshow`)
};

const kn_home_slideshow_pause = /** @type {(inputs: Home_Slideshow_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಲೈಡ್‌ಶೋ ನಿಲ್ಲಿಸಿ`)
};

const hi_home_slideshow_pause = /** @type {(inputs: Home_Slideshow_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्लाइडशो रोकें`)
};

/**
* | output |
* | --- |
* | "Pause slideshow" |
*
* @param {Home_Slideshow_PauseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slideshow_pause = /** @type {((inputs?: Home_Slideshow_PauseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Slideshow_PauseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_slideshow_pause(inputs)
	if (locale === "hi") return hi_home_slideshow_pause(inputs)
	return en_home_slideshow_pause(inputs)
});