/**
* | output |
* | --- |
* | "A request sent through this website is not yet a confirmed booking: our team confirms it with you by phone or WhatsApp." |
*
* @param {Legal_Terms_RequestsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_requests: ((inputs?: Legal_Terms_RequestsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_RequestsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_RequestsInputs = {};
