/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_LeadInputs */

const en_helpline_lead = /** @type {(inputs: Helpline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answered 24 hours a day, 7 days a week, 365 days a year: for emergencies and for bookings.`)
};

const kn_helpline_lead = /** @type {(inputs: Helpline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದಿನದ 24 ಗಂಟೆ, ವಾರದ 7 ದಿನ, ವರ್ಷದ 365 ದಿನವೂ ಕರೆ ಸ್ವೀಕರಿಸುತ್ತೇವೆ: ತುರ್ತು ಸಂದರ್ಭಗಳಿಗೂ ಬುಕಿಂಗ್‌ಗಳಿಗೂ.`)
};

const hi_helpline_lead = /** @type {(inputs: Helpline_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`दिन के 24 घंटे, हफ़्ते के 7 दिन, साल के 365 दिन कॉल उठाई जाती है: इमरजेंसी के लिए भी और बुकिंग के लिए भी।`)
};

/**
* | output |
* | --- |
* | "Answered 24 hours a day, 7 days a week, 365 days a year: for emergencies and for bookings." |
*
* @param {Helpline_LeadInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_lead = /** @type {((inputs?: Helpline_LeadInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_LeadInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_lead(inputs)
	if (locale === "hi") return hi_helpline_lead(inputs)
	return en_helpline_lead(inputs)
});