/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reviews_TrackInputs */

const en_home_reviews_track = /** @type {(inputs: Home_Reviews_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patient and family reviews`)
};

const kn_home_reviews_track = /** @type {(inputs: Home_Reviews_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿಗಳು ಮತ್ತು ಕುಟುಂಬಗಳ ವಿಮರ್ಶೆಗಳು`)
};

const hi_home_reviews_track = /** @type {(inputs: Home_Reviews_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ों और परिवारों की समीक्षाएँ`)
};

/**
* | output |
* | --- |
* | "Patient and family reviews" |
*
* @param {Home_Reviews_TrackInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_track = /** @type {((inputs?: Home_Reviews_TrackInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reviews_TrackInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_reviews_track(inputs)
	if (locale === "hi") return hi_home_reviews_track(inputs)
	return en_home_reviews_track(inputs)
});