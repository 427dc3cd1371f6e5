/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Meta_DescriptionInputs */

const en_fleet_meta_description = /** @type {(inputs: Fleet_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sanitized, 100% GPS-tracked fleet of 21+ vehicles in Bengaluru: 6 ICU, 8 emergency, 3 cardiac and 4 mortuary ambulances, and the equipment each carries.`)
};

const kn_fleet_meta_description = /** @type {(inputs: Fleet_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿನಲ್ಲಿ ಸ್ಯಾನಿಟೈಸ್ ಮಾಡಿದ, 100% GPS ಟ್ರ್ಯಾಕ್ ಆಗುವ 21+ ವಾಹನಗಳು: 6 ICU, 8 ತುರ್ತು, 3 ಹೃದಯ ಚಿಕಿತ್ಸಾ ಮತ್ತು 4 ಶವ ಸಾಗಣೆ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು, ಮತ್ತು ಪ್ರತಿಯೊಂದರಲ್ಲಿರುವ ಉಪಕರಣಗಳು.`)
};

const hi_fleet_meta_description = /** @type {(inputs: Fleet_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु में 21+ सैनिटाइज़्ड, 100% GPS-ट्रैक्ड गाड़ियाँ: 6 ICU, 8 इमरजेंसी, 3 कार्डियक और 4 शव वाहन एम्बुलेंस, और हर एक में मौजूद उपकरण।`)
};

/**
* | output |
* | --- |
* | "A sanitized, 100% GPS-tracked fleet of 21+ vehicles in Bengaluru: 6 ICU, 8 emergency, 3 cardiac and 4 mortuary ambulances, and the equipment each carries." |
*
* @param {Fleet_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_meta_description = /** @type {((inputs?: Fleet_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_meta_description(inputs)
	if (locale === "hi") return hi_fleet_meta_description(inputs)
	return en_fleet_meta_description(inputs)
});