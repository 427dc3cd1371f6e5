/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_SitemapInputs */

const en_footer_sitemap = /** @type {(inputs: Footer_SitemapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitemap`)
};

const kn_footer_sitemap = /** @type {(inputs: Footer_SitemapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸೈಟ್‌ಮ್ಯಾಪ್`)
};

const hi_footer_sitemap = /** @type {(inputs: Footer_SitemapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`साइटमैप`)
};

/**
* | output |
* | --- |
* | "Sitemap" |
*
* @param {Footer_SitemapInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_sitemap = /** @type {((inputs?: Footer_SitemapInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_SitemapInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_footer_sitemap(inputs)
	if (locale === "hi") return hi_footer_sitemap(inputs)
	return en_footer_sitemap(inputs)
});