/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Receipt_Request_With_UsInputs */

const en_receipt_request_with_us = /** @type {(inputs: Receipt_Request_With_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your request ${i?.reference} is with us.`)
};

const kn_receipt_request_with_us = /** @type {(inputs: Receipt_Request_With_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ವಿನಂತಿ ${i?.reference} ನಮ್ಮ ಬಳಿ ಇದೆ.`)
};

const hi_receipt_request_with_us = /** @type {(inputs: Receipt_Request_With_UsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपका अनुरोध ${i?.reference} हमारे पास है।`)
};

/**
* | output |
* | --- |
* | "Your request {reference} is with us." |
*
* @param {Receipt_Request_With_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_request_with_us = /** @type {((inputs: Receipt_Request_With_UsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Request_With_UsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_request_with_us(inputs)
	if (locale === "hi") return hi_receipt_request_with_us(inputs)
	return en_receipt_request_with_us(inputs)
});