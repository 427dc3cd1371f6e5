/**
* | output |
* | --- |
* | "Home" |
*
* @param {Services_Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_home: ((inputs?: Services_Breadcrumb_HomeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Breadcrumb_HomeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Services_Breadcrumb_HomeInputs = {};
