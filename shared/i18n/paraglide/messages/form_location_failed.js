/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Location_FailedInputs */

const en_form_location_failed = /** @type {(inputs: Form_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not find your location. You can still send the request with the address.`)
};

const kn_form_location_failed = /** @type {(inputs: Form_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಸ್ಥಳ ಪತ್ತೆಯಾಗಲಿಲ್ಲ. ವಿಳಾಸದೊಂದಿಗೆ ನೀವು ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಬಹುದು.`)
};

const hi_form_location_failed = /** @type {(inputs: Form_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी लोकेशन नहीं मिल सकी। आप पते के साथ अनुरोध फिर भी भेज सकते हैं।`)
};

/**
* | output |
* | --- |
* | "Could not find your location. You can still send the request with the address." |
*
* @param {Form_Location_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_failed = /** @type {((inputs?: Form_Location_FailedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_FailedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_location_failed(inputs)
	if (locale === "hi") return hi_form_location_failed(inputs)
	return en_form_location_failed(inputs)
});