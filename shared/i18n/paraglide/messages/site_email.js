/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_EmailInputs */

const en_site_email = /** @type {(inputs: Site_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const kn_site_email = /** @type {(inputs: Site_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಇಮೇಲ್`)
};

const hi_site_email = /** @type {(inputs: Site_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Site_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_email = /** @type {((inputs?: Site_EmailInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_EmailInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_email(inputs)
	if (locale === "hi") return hi_site_email(inputs)
	return en_site_email(inputs)
});