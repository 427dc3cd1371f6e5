/**
* | output |
* | --- |
* | "Booking requests" |
*
* @param {Legal_Terms_Requests_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_requests_heading: ((inputs?: Legal_Terms_Requests_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Requests_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_Requests_HeadingInputs = {};
