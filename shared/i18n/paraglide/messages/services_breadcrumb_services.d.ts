/**
* | output |
* | --- |
* | "Services" |
*
* @param {Services_Breadcrumb_ServicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_services: ((inputs?: Services_Breadcrumb_ServicesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Breadcrumb_ServicesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Services_Breadcrumb_ServicesInputs = {};
