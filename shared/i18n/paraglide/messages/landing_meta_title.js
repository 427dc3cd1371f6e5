/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Meta_TitleInputs */

const en_landing_meta_title = /** @type {(inputs: Landing_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Near Me in Bengaluru | 24x7, 3-Minute Average Response`)
};

const kn_landing_meta_title = /** @type {(inputs: Landing_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ನಿಮ್ಮ ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್ | 24x7, ಸರಾಸರಿ 3 ನಿಮಿಷದಲ್ಲಿ ಸ್ಪಂದನೆ`)
};

const hi_landing_meta_title = /** @type {(inputs: Landing_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में आपके नज़दीक एम्बुलेंस | 24x7, औसतन 3 मिनट में रिस्पॉन्स`)
};

/**
* | output |
* | --- |
* | "Ambulance Near Me in Bengaluru \| 24x7, 3-Minute Average Response" |
*
* @param {Landing_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_meta_title = /** @type {((inputs?: Landing_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_meta_title(inputs)
	if (locale === "hi") return hi_landing_meta_title(inputs)
	return en_landing_meta_title(inputs)
});