/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Helpline_OpenInputs */

const en_services_helpline_open = /** @type {(inputs: Services_Helpline_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our helpline is open 24 hours a day, 7 days a week, 365 days a year.`)
};

const kn_services_helpline_open = /** @type {(inputs: Services_Helpline_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಸಹಾಯವಾಣಿ ದಿನದ 24 ಗಂಟೆ, ವಾರದ 7 ದಿನ, ವರ್ಷದ 365 ದಿನವೂ ತೆರೆದಿರುತ್ತದೆ.`)
};

const hi_services_helpline_open = /** @type {(inputs: Services_Helpline_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी हेल्पलाइन दिन के 24 घंटे, हफ़्ते के 7 दिन, साल के 365 दिन खुली रहती है।`)
};

/**
* | output |
* | --- |
* | "Our helpline is open 24 hours a day, 7 days a week, 365 days a year." |
*
* @param {Services_Helpline_OpenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_helpline_open = /** @type {((inputs?: Services_Helpline_OpenInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Helpline_OpenInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_helpline_open(inputs)
	if (locale === "hi") return hi_services_helpline_open(inputs)
	return en_services_helpline_open(inputs)
});