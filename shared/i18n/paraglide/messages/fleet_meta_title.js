/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Meta_TitleInputs */

const en_fleet_meta_title = /** @type {(inputs: Fleet_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Ambulance Fleet | ICU, Emergency, Cardiac & Mortuary Vehicles`)
};

const kn_fleet_meta_title = /** @type {(inputs: Fleet_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಆಂಬ್ಯುಲೆನ್ಸ್ ವಾಹನಗಳು | ICU, ತುರ್ತು, ಹೃದಯ ಚಿಕಿತ್ಸಾ ಮತ್ತು ಶವ ಸಾಗಣೆ ವಾಹನಗಳು`)
};

const hi_fleet_meta_title = /** @type {(inputs: Fleet_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी एम्बुलेंस गाड़ियाँ | ICU, इमरजेंसी, कार्डियक और शव वाहन`)
};

/**
* | output |
* | --- |
* | "Our Ambulance Fleet \| ICU, Emergency, Cardiac & Mortuary Vehicles" |
*
* @param {Fleet_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_meta_title = /** @type {((inputs?: Fleet_Meta_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Meta_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_meta_title(inputs)
	if (locale === "hi") return hi_fleet_meta_title(inputs)
	return en_fleet_meta_title(inputs)
});