/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_CtaInputs */

const en_fleet_cta = /** @type {(inputs: Fleet_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need an ambulance? <helpline>Call our 24x7 helpline</helpline> or <book>send a booking request</book>.`)
};

const kn_fleet_cta = /** @type {(inputs: Fleet_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಬೇಕೇ? <helpline>ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ</helpline> ಅಥವಾ <book>ಬುಕಿಂಗ್ ವಿನಂತಿ ಕಳುಹಿಸಿ</book>.`)
};

const hi_fleet_cta = /** @type {(inputs: Fleet_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस चाहिए? <helpline>हमारी 24x7 हेल्पलाइन पर कॉल करें</helpline> या <book>बुकिंग अनुरोध भेजें</book>।`)
};

/**
* | output |
* | --- |
* | "Need an ambulance? <helpline>Call our 24x7 helpline</helpline> or <book>send a booking request</book>." |
*
* @param {Fleet_CtaInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_cta = /** @type {((inputs?: Fleet_CtaInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_CtaInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_cta(inputs)
	if (locale === "hi") return hi_fleet_cta(inputs)
	return en_fleet_cta(inputs)
});