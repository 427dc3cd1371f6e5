/**
* | output |
* | --- |
* | "To stop the forms being misused, we count the requests sent from each internet address for ten minutes. Our pages use no tracking or advertising scripts; whe..." |
*
* @param {Legal_Privacy_Collect_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_2: ((inputs?: Legal_Privacy_Collect_2Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_2Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Privacy_Collect_2Inputs = {};
