/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ short: NonNullable<unknown>, long: NonNullable<unknown> }} Contact_Hours_TextInputs */

const en_contact_hours_text = /** @type {(inputs: Contact_Hours_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`<strong>Operating hours: ${i?.short}.</strong> ${i?.long}, holidays included. Our <helpline>ambulance helpline number</helpline> is always answered.`)
};

const kn_contact_hours_text = /** @type {(inputs: Contact_Hours_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`<strong>ಕಾರ್ಯ ಸಮಯ: ${i?.short}.</strong> ${i?.long}, ರಜಾದಿನಗಳೂ ಸೇರಿ. ನಮ್ಮ <helpline>ಆಂಬ್ಯುಲೆನ್ಸ್ ಸಹಾಯವಾಣಿ ಸಂಖ್ಯೆಗೆ</helpline> ಮಾಡಿದ ಕರೆಗೆ ಯಾವಾಗಲೂ ಉತ್ತರ ಸಿಗುತ್ತದೆ.`)
};

const hi_contact_hours_text = /** @type {(inputs: Contact_Hours_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`<strong>काम का समय: ${i?.short}।</strong> ${i?.long}, छुट्टियों के दिन भी। हमारे <helpline>एम्बुलेंस हेल्पलाइन नंबर</helpline> पर हमेशा जवाब मिलता है।`)
};

/**
* | output |
* | --- |
* | "<strong>Operating hours: {short}.</strong> {long}, holidays included. Our <helpline>ambulance helpline number</helpline> is always answered." |
*
* @param {Contact_Hours_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hours_text = /** @type {((inputs: Contact_Hours_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Hours_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_contact_hours_text(inputs)
	if (locale === "hi") return hi_contact_hours_text(inputs)
	return en_contact_hours_text(inputs)
});