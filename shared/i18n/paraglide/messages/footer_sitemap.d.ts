/**
* | output |
* | --- |
* | "Sitemap" |
*
* @param {Footer_SitemapInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_sitemap: ((inputs?: Footer_SitemapInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_SitemapInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_SitemapInputs = {};
