/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ambulances: NonNullable<unknown>, vehicles: NonNullable<unknown>, gps: NonNullable<unknown> }} About_Fleet_TextInputs */

const en_about_fleet_text = /** @type {(inputs: About_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ambulances} ambulances and ${i?.vehicles} vehicles in total, from basic life support to ICU, cardiac and mortuary ambulances. The whole fleet is sanitized and ${i?.gps} GPS tracked. <fleet>See our fleet</fleet>.`)
};

const kn_about_fleet_text = /** @type {(inputs: About_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಮೂಲಭೂತ ಜೀವ ರಕ್ಷಣೆಯಿಂದ ICU, ಹೃದಯ ಚಿಕಿತ್ಸಾ ಮತ್ತು ಶವ ಸಾಗಣೆ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳವರೆಗೆ ಒಟ್ಟು ${i?.ambulances} ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು ಮತ್ತು ${i?.vehicles} ವಾಹನಗಳು. ಎಲ್ಲ ವಾಹನಗಳನ್ನೂ ಸ್ಯಾನಿಟೈಸ್ ಮಾಡಲಾಗುತ್ತದೆ ಮತ್ತು ${i?.gps} GPS ಮೂಲಕ ಟ್ರ್ಯಾಕ್ ಮಾಡಲಾಗುತ್ತದೆ. <fleet>ನಮ್ಮ ವಾಹನಗಳನ್ನು ನೋಡಿ</fleet>.`)
};

const hi_about_fleet_text = /** @type {(inputs: About_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बेसिक लाइफ़ सपोर्ट से लेकर ICU, कार्डियक और शव वाहन एम्बुलेंस तक, कुल ${i?.ambulances} एम्बुलेंस और ${i?.vehicles} गाड़ियाँ। सभी गाड़ियाँ सैनिटाइज़्ड और ${i?.gps} GPS ट्रैक्ड हैं। <fleet>हमारी गाड़ियाँ देखें</fleet>।`)
};

/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, from basic life support to ICU, cardiac and mortuary ambulances. The whole fleet is sanitized and {..." |
*
* @param {About_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_fleet_text = /** @type {((inputs: About_Fleet_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fleet_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_fleet_text(inputs)
	if (locale === "hi") return hi_about_fleet_text(inputs)
	return en_about_fleet_text(inputs)
});