/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Callback_PromiseInputs */

const en_receipt_callback_promise = /** @type {(inputs: Receipt_Callback_PromiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will contact you within 5 minutes.`)
};

const kn_receipt_callback_promise = /** @type {(inputs: Receipt_Callback_PromiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ತಂಡ 5 ನಿಮಿಷಗಳೊಳಗೆ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತದೆ.`)
};

const hi_receipt_callback_promise = /** @type {(inputs: Receipt_Callback_PromiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी टीम 5 मिनट के अंदर आपसे संपर्क करेगी।`)
};

/**
* | output |
* | --- |
* | "Our team will contact you within 5 minutes." |
*
* @param {Receipt_Callback_PromiseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_callback_promise = /** @type {((inputs?: Receipt_Callback_PromiseInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Callback_PromiseInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_callback_promise(inputs)
	if (locale === "hi") return hi_receipt_callback_promise(inputs)
	return en_receipt_callback_promise(inputs)
});