/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_List_HeadingInputs */

const en_services_list_heading = /** @type {(inputs: Services_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Ambulance Services`)
};

const kn_services_list_heading = /** @type {(inputs: Services_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಗಳು`)
};

const hi_services_list_heading = /** @type {(inputs: Services_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी एम्बुलेंस सेवाएँ`)
};

/**
* | output |
* | --- |
* | "Our Ambulance Services" |
*
* @param {Services_List_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_heading = /** @type {((inputs?: Services_List_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_list_heading(inputs)
	if (locale === "hi") return hi_services_list_heading(inputs)
	return en_services_list_heading(inputs)
});