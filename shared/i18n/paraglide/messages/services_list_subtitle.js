/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_List_SubtitleInputs */

const en_services_list_subtitle = /** @type {(inputs: Services_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency response, critical care and planned transport across Bengaluru, 24x7.`)
};

const kn_services_list_subtitle = /** @type {(inputs: Services_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಾದ್ಯಂತ ತುರ್ತು ಸೇವೆ, ತೀವ್ರ ನಿಗಾ ಆರೈಕೆ ಮತ್ತು ಯೋಜಿತ ಸಾಗಣೆ, 24x7.`)
};

const hi_services_list_subtitle = /** @type {(inputs: Services_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरे बेंगलुरु में इमरजेंसी सेवा, क्रिटिकल केयर और पहले से तय सफ़र, 24x7।`)
};

/**
* | output |
* | --- |
* | "Emergency response, critical care and planned transport across Bengaluru, 24x7." |
*
* @param {Services_List_SubtitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_subtitle = /** @type {((inputs?: Services_List_SubtitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_SubtitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_list_subtitle(inputs)
	if (locale === "hi") return hi_services_list_subtitle(inputs)
	return en_services_list_subtitle(inputs)
});