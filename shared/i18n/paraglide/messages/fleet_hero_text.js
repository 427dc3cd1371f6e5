/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ambulances: NonNullable<unknown>, vehicles: NonNullable<unknown> }} Fleet_Hero_TextInputs */

const en_fleet_hero_text = /** @type {(inputs: Fleet_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ambulances} ambulances and ${i?.vehicles} vehicles in total, from ICU to mortuary ambulances: every one sanitized, 100% GPS tracked and ready 24x7 across Bengaluru.`)
};

const kn_fleet_hero_text = /** @type {(inputs: Fleet_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ICU ಯಿಂದ ಶವ ಸಾಗಣೆ ಆಂಬ್ಯುಲೆನ್ಸ್‌ವರೆಗೆ ಒಟ್ಟು ${i?.ambulances} ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು ಮತ್ತು ${i?.vehicles} ವಾಹನಗಳು: ಪ್ರತಿಯೊಂದನ್ನೂ ಸ್ಯಾನಿಟೈಸ್ ಮಾಡಲಾಗಿದೆ, 100% GPS ಮೂಲಕ ಟ್ರ್ಯಾಕ್ ಮಾಡಲಾಗುತ್ತದೆ ಮತ್ತು ಬೆಂಗಳೂರಿನಾದ್ಯಂತ 24x7 ಸಿದ್ಧವಾಗಿರುತ್ತದೆ.`)
};

const hi_fleet_hero_text = /** @type {(inputs: Fleet_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ICU से लेकर शव वाहन एम्बुलेंस तक, कुल ${i?.ambulances} एम्बुलेंस और ${i?.vehicles} गाड़ियाँ: हर एक सैनिटाइज़्ड, 100% GPS ट्रैक्ड और पूरे बेंगलुरु में 24x7 तैयार।`)
};

/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, from ICU to mortuary ambulances: every one sanitized, 100% GPS tracked and ready 24x7 across Bengal..." |
*
* @param {Fleet_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_hero_text = /** @type {((inputs: Fleet_Hero_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Hero_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_hero_text(inputs)
	if (locale === "hi") return hi_fleet_hero_text(inputs)
	return en_fleet_hero_text(inputs)
});