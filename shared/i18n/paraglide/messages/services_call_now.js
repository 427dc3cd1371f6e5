/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Services_Call_NowInputs */

const en_services_call_now = /** @type {(inputs: Services_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call Now: ${i?.phone}`)
};

const kn_services_call_now = /** @type {(inputs: Services_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಈಗ ಕರೆ ಮಾಡಿ: ${i?.phone}`)
};

const hi_services_call_now = /** @type {(inputs: Services_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`अभी कॉल करें: ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Call Now: {phone}" |
*
* @param {Services_Call_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_call_now = /** @type {((inputs: Services_Call_NowInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Call_NowInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_call_now(inputs)
	if (locale === "hi") return hi_services_call_now(inputs)
	return en_services_call_now(inputs)
});