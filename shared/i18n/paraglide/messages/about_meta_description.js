/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Meta_DescriptionInputs */

const en_about_meta_description = /** @type {(inputs: About_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we are: a private 24x7 ambulance service in Bengaluru since 2015, with trained paramedics, a GPS-tracked fleet of 21+ vehicles and cover across the city.`)
};

const kn_about_meta_description = /** @type {(inputs: About_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಯಾರು: 2015 ರಿಂದ ಬೆಂಗಳೂರಿನಲ್ಲಿ 24x7 ಖಾಸಗಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ; ತರಬೇತಿ ಪಡೆದ ಪ್ಯಾರಾಮೆಡಿಕ್‌ಗಳು, GPS ಮೂಲಕ ಟ್ರ್ಯಾಕ್ ಆಗುವ 21+ ವಾಹನಗಳು ಮತ್ತು ನಗರದಾದ್ಯಂತ ಸೇವೆ.`)
};

const hi_about_meta_description = /** @type {(inputs: About_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हम कौन हैं: 2015 से बेंगलुरु में 24x7 निजी एम्बुलेंस सेवा, प्रशिक्षित पैरामेडिक्स, 21+ GPS-ट्रैक्ड गाड़ियों और पूरे शहर में सेवा के साथ।`)
};

/**
* | output |
* | --- |
* | "Who we are: a private 24x7 ambulance service in Bengaluru since 2015, with trained paramedics, a GPS-tracked fleet of 21+ vehicles and cover across the city." |
*
* @param {About_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_meta_description = /** @type {((inputs?: About_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_meta_description(inputs)
	if (locale === "hi") return hi_about_meta_description(inputs)
	return en_about_meta_description(inputs)
});