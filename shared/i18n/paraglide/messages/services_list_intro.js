/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_List_IntroInputs */

const en_services_list_intro = /** @type {(inputs: Services_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a service to see what it includes, or call us and we will send the right ambulance and crew for the patient.`)
};

const kn_services_list_intro = /** @type {(inputs: Services_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪ್ರತಿ ಸೇವೆಯಲ್ಲಿ ಏನೇನಿದೆ ಎಂದು ನೋಡಲು ಅದನ್ನು ಆಯ್ಕೆ ಮಾಡಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ: ರೋಗಿಗೆ ಸರಿಯಾದ ಆಂಬ್ಯುಲೆನ್ಸ್ ಮತ್ತು ಸಿಬ್ಬಂದಿಯನ್ನು ಕಳುಹಿಸುತ್ತೇವೆ.`)
};

const hi_services_list_intro = /** @type {(inputs: Services_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`किसी सेवा में क्या-क्या शामिल है, यह देखने के लिए उसे चुनें, या हमें कॉल करें: हम मरीज़ के लिए सही एम्बुलेंस और टीम भेजेंगे।`)
};

/**
* | output |
* | --- |
* | "Choose a service to see what it includes, or call us and we will send the right ambulance and crew for the patient." |
*
* @param {Services_List_IntroInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_intro = /** @type {((inputs?: Services_List_IntroInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_List_IntroInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_list_intro(inputs)
	if (locale === "hi") return hi_services_list_intro(inputs)
	return en_services_list_intro(inputs)
});