/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Site_Call_NowInputs */

const en_site_call_now = /** @type {(inputs: Site_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call Now: ${i?.phone}`)
};

const kn_site_call_now = /** @type {(inputs: Site_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಈಗಲೇ ಕರೆ ಮಾಡಿ: ${i?.phone}`)
};

const hi_site_call_now = /** @type {(inputs: Site_Call_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`अभी कॉल करें: ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Call Now: {phone}" |
*
* @param {Site_Call_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_call_now = /** @type {((inputs: Site_Call_NowInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Call_NowInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_call_now(inputs)
	if (locale === "hi") return hi_site_call_now(inputs)
	return en_site_call_now(inputs)
});