/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Meta_DescriptionInputs */

const en_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24/7 ambulance service in Bengaluru: emergency, ICU, cardiac, neonatal and patient transfer ambulances with trained paramedics. Call or book online.`)
};

const kn_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ 24/7 ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆ: ತರಬೇತಿ ಪಡೆದ ಪ್ಯಾರಾಮೆಡಿಕ್‌ಗಳೊಂದಿಗೆ ತುರ್ತು, ICU, ಹೃದಯ ಚಿಕಿತ್ಸಾ, ನವಜಾತ ಶಿಶು ಮತ್ತು ರೋಗಿ ಸ್ಥಳಾಂತರ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು. ಕರೆ ಮಾಡಿ ಅಥವಾ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಬುಕ್ ಮಾಡಿ.`)
};

const hi_home_meta_description = /** @type {(inputs: Home_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में 24/7 एम्बुलेंस सेवा: प्रशिक्षित पैरामेडिक्स के साथ इमरजेंसी, ICU, कार्डियक, नवजात शिशु और मरीज़ ट्रांसफ़र एम्बुलेंस। कॉल करें या ऑनलाइन बुक करें।`)
};

/**
* | output |
* | --- |
* | "24/7 ambulance service in Bengaluru: emergency, ICU, cardiac, neonatal and patient transfer ambulances with trained paramedics. Call or book online." |
*
* @param {Home_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_meta_description = /** @type {((inputs?: Home_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_meta_description(inputs)
	if (locale === "hi") return hi_home_meta_description(inputs)
	return en_home_meta_description(inputs)
});