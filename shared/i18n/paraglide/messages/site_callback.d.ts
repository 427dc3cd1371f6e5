/**
* | output |
* | --- |
* | "Our team will contact you within 5 minutes." |
*
* @param {Site_CallbackInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_callback: ((inputs?: Site_CallbackInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_CallbackInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_CallbackInputs = {};
