/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_List_Meta_DescriptionInputs */

const en_services_list_meta_description = /** @type {(inputs: Services_List_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All 11 ambulance services in Bengaluru: emergency, ICU, basic life support, cardiac, neonatal, air, mortuary, funeral, event standby, intercity and corporate.`)
};

const kn_services_list_meta_description = /** @type {(inputs: Services_List_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ನಮ್ಮ ಎಲ್ಲ 11 ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಗಳು: ತುರ್ತು, ICU, ಬೇಸಿಕ್ ಲೈಫ್ ಸಪೋರ್ಟ್, ಕಾರ್ಡಿಯಾಕ್, ನವಜಾತ ಶಿಶು, ಏರ್, ಶವ ಸಾಗಣೆ, ಅಂತ್ಯಕ್ರಿಯೆ, ಕಾರ್ಯಕ್ರಮ ಸ್ಟ್ಯಾಂಡ್‌ಬೈ, ಅಂತರನಗರ ಮತ್ತು ಕಾರ್ಪೊರೇಟ್.`)
};

const hi_services_list_meta_description = /** @type {(inputs: Services_List_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में हमारी सभी 11 एम्बुलेंस सेवाएँ: इमरजेंसी, ICU, बेसिक लाइफ़ सपोर्ट, कार्डियक, नवजात शिशु, एयर, शव वाहन, अंतिम संस्कार, इवेंट स्टैंडबाय, इंटरसिटी और कॉर्पोरेट।`)
};

/**
* | output |
* | --- |
* | "All 11 ambulance services in Bengaluru: emergency, ICU, basic life support, cardiac, neonatal, air, mortuary, funeral, event standby, intercity and corporate." |
*
* @param {Services_List_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_meta_description = /** @type {((inputs?: Services_List_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_list_meta_description(inputs)
	if (locale === "hi") return hi_services_list_meta_description(inputs)
	return en_services_list_meta_description(inputs)
});