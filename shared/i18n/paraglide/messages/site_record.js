/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_RecordInputs */

const en_site_record = /** @type {(inputs: Site_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our record`)
};

const kn_site_record = /** @type {(inputs: Site_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಸಾಧನೆ`)
};

const hi_site_record = /** @type {(inputs: Site_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारा रिकॉर्ड`)
};

/**
* | output |
* | --- |
* | "Our record" |
*
* @param {Site_RecordInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_record = /** @type {((inputs?: Site_RecordInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_RecordInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_record(inputs)
	if (locale === "hi") return hi_site_record(inputs)
	return en_site_record(inputs)
});