/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Services_TextInputs */

const en_home_services_text = /** @type {(inputs: Home_Services_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From emergencies to planned transfers: the right vehicle and crew for every need, 24x7.`)
};

const kn_home_services_text = /** @type {(inputs: Home_Services_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭಗಳಿಂದ ಮುಂಚಿತವಾಗಿ ನಿಗದಿಪಡಿಸಿದ ಸ್ಥಳಾಂತರಗಳವರೆಗೆ: ಪ್ರತಿ ಅಗತ್ಯಕ್ಕೂ ಸರಿಯಾದ ವಾಹನ ಮತ್ತು ತಂಡ, 24x7.`)
};

const hi_home_services_text = /** @type {(inputs: Home_Services_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इमरजेंसी से लेकर पहले से तय ट्रांसफ़र तक: हर ज़रूरत के लिए सही गाड़ी और सही टीम, 24x7।`)
};

/**
* | output |
* | --- |
* | "From emergencies to planned transfers: the right vehicle and crew for every need, 24x7." |
*
* @param {Home_Services_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_services_text = /** @type {((inputs?: Home_Services_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Services_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_services_text(inputs)
	if (locale === "hi") return hi_home_services_text(inputs)
	return en_home_services_text(inputs)
});