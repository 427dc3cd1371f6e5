/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Meta_DescriptionInputs */

const en_landing_meta_description = /** @type {(inputs: Landing_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need an ambulance near you in Bengaluru? Call or WhatsApp our 24x7 helpline: emergency, ICU and patient transfer ambulances with trained paramedics.`)
};

const kn_landing_meta_description = /** @type {(inputs: Landing_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ನಿಮ್ಮ ಹತ್ತಿರ ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕೇ? ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ WhatsApp ಮಾಡಿ: ತರಬೇತಿ ಪಡೆದ ಪ್ಯಾರಾಮೆಡಿಕ್‌ಗಳೊಂದಿಗೆ ತುರ್ತು, ICU ಮತ್ತು ರೋಗಿ ಸ್ಥಳಾಂತರ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು.`)
};

const hi_landing_meta_description = /** @type {(inputs: Landing_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में अपने नज़दीक एम्बुलेंस चाहिए? हमारी 24x7 हेल्पलाइन पर कॉल या WhatsApp करें: प्रशिक्षित पैरामेडिक्स के साथ इमरजेंसी, ICU और मरीज़ ट्रांसफ़र एम्बुलेंस।`)
};

/**
* | output |
* | --- |
* | "Need an ambulance near you in Bengaluru? Call or WhatsApp our 24x7 helpline: emergency, ICU and patient transfer ambulances with trained paramedics." |
*
* @param {Landing_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_meta_description = /** @type {((inputs?: Landing_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_meta_description(inputs)
	if (locale === "hi") return hi_landing_meta_description(inputs)
	return en_landing_meta_description(inputs)
});