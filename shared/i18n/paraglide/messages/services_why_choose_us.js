/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Why_Choose_UsInputs */

const en_services_why_choose_us = /** @type {(inputs: Services_Why_Choose_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why choose us`)
};

const kn_services_why_choose_us = /** @type {(inputs: Services_Why_Choose_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮನ್ನೇ ಏಕೆ ಆರಿಸಬೇಕು`)
};

const hi_services_why_choose_us = /** @type {(inputs: Services_Why_Choose_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमें क्यों चुनें`)
};

/**
* | output |
* | --- |
* | "Why choose us" |
*
* @param {Services_Why_Choose_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_why_choose_us = /** @type {((inputs?: Services_Why_Choose_UsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Why_Choose_UsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_why_choose_us(inputs)
	if (locale === "hi") return hi_services_why_choose_us(inputs)
	return en_services_why_choose_us(inputs)
});