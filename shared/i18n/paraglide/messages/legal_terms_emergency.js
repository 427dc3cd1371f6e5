/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Legal_Terms_EmergencyInputs */

const en_legal_terms_emergency = /** @type {(inputs: Legal_Terms_EmergencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In an emergency, do not wait for a reply to a form: call our 24x7 helpline on <tel>${i?.phone}</tel>.`)
};

const kn_legal_terms_emergency = /** @type {(inputs: Legal_Terms_EmergencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭದಲ್ಲಿ ಫಾರ್ಮ್‌ಗೆ ಉತ್ತರ ಬರುವವರೆಗೆ ಕಾಯಬೇಡಿ: ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿ <tel>${i?.phone}</tel> ಗೆ ಕರೆ ಮಾಡಿ.`)
};

const hi_legal_terms_emergency = /** @type {(inputs: Legal_Terms_EmergencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इमरजेंसी में फ़ॉर्म के जवाब का इंतज़ार न करें: हमारी 24x7 हेल्पलाइन <tel>${i?.phone}</tel> पर कॉल करें।`)
};

/**
* | output |
* | --- |
* | "In an emergency, do not wait for a reply to a form: call our 24x7 helpline on <tel>{phone}</tel>." |
*
* @param {Legal_Terms_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_emergency = /** @type {((inputs: Legal_Terms_EmergencyInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_EmergencyInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_terms_emergency(inputs)
	if (locale === "hi") return hi_legal_terms_emergency(inputs)
	return en_legal_terms_emergency(inputs)
});