/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Location_DeniedInputs */

const en_form_location_denied = /** @type {(inputs: Form_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location not shared. You can still send the request with the address.`)
};

const kn_form_location_denied = /** @type {(inputs: Form_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳ ಹಂಚಿಕೊಂಡಿಲ್ಲ. ವಿಳಾಸದೊಂದಿಗೆ ನೀವು ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಬಹುದು.`)
};

const hi_form_location_denied = /** @type {(inputs: Form_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लोकेशन साझा नहीं हुई। आप पते के साथ अनुरोध फिर भी भेज सकते हैं।`)
};

/**
* | output |
* | --- |
* | "Location not shared. You can still send the request with the address." |
*
* @param {Form_Location_DeniedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_denied = /** @type {((inputs?: Form_Location_DeniedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_DeniedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_location_denied(inputs)
	if (locale === "hi") return hi_form_location_denied(inputs)
	return en_form_location_denied(inputs)
});