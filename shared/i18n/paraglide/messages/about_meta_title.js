/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} About_Meta_TitleInputs */

const en_about_meta_title = /** @type {(inputs: About_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ambulance Service Near Me | About ${i?.business}`)
};

const kn_about_meta_title = /** @type {(inputs: About_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ | ${i?.business} ಬಗ್ಗೆ`)
};

const hi_about_meta_title = /** @type {(inputs: About_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपके नज़दीक एम्बुलेंस सेवा | ${i?.business} के बारे में`)
};

/**
* | output |
* | --- |
* | "Ambulance Service Near Me \| About {business}" |
*
* @param {About_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_meta_title = /** @type {((inputs: About_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_meta_title(inputs)
	if (locale === "hi") return hi_about_meta_title(inputs)
	return en_about_meta_title(inputs)
});