/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Talk_NowInputs */

const en_services_talk_now = /** @type {(inputs: Services_Talk_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to us now`)
};

const kn_services_talk_now = /** @type {(inputs: Services_Talk_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈಗಲೇ ನಮ್ಮೊಂದಿಗೆ ಮಾತನಾಡಿ`)
};

const hi_services_talk_now = /** @type {(inputs: Services_Talk_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी हमसे बात करें`)
};

/**
* | output |
* | --- |
* | "Talk to us now" |
*
* @param {Services_Talk_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_talk_now = /** @type {((inputs?: Services_Talk_NowInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Talk_NowInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_talk_now(inputs)
	if (locale === "hi") return hi_services_talk_now(inputs)
	return en_services_talk_now(inputs)
});