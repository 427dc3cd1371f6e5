/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_List_Meta_TitleInputs */

const en_services_list_meta_title = /** @type {(inputs: Services_List_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance Services in Bengaluru | Emergency, ICU, Cardiac & More`)
};

const kn_services_list_meta_title = /** @type {(inputs: Services_List_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಗಳು | ತುರ್ತು, ICU, ಕಾರ್ಡಿಯಾಕ್ ಮತ್ತು ಇನ್ನಷ್ಟು`)
};

const hi_services_list_meta_title = /** @type {(inputs: Services_List_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में एम्बुलेंस सेवाएँ | इमरजेंसी, ICU, कार्डियक और भी बहुत कुछ`)
};

/**
* | output |
* | --- |
* | "Ambulance Services in Bengaluru \| Emergency, ICU, Cardiac & More" |
*
* @param {Services_List_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_meta_title = /** @type {((inputs?: Services_List_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_list_meta_title(inputs)
	if (locale === "hi") return hi_services_list_meta_title(inputs)
	return en_services_list_meta_title(inputs)
});