/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_FailedInputs */

const en_form_failed = /** @type {(inputs: Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send your request. Please try again, or call us now.`)
};

const kn_form_failed = /** @type {(inputs: Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ಈಗಲೇ ನಮಗೆ ಕರೆ ಮಾಡಿ.`)
};

const hi_form_failed = /** @type {(inputs: Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका अनुरोध भेजा नहीं जा सका। कृपया फिर से कोशिश करें, या अभी हमें कॉल करें।`)
};

/**
* | output |
* | --- |
* | "We could not send your request. Please try again, or call us now." |
*
* @param {Form_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_failed = /** @type {((inputs?: Form_FailedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_FailedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_failed(inputs)
	if (locale === "hi") return hi_form_failed(inputs)
	return en_form_failed(inputs)
});