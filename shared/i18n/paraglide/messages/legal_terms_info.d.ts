/**
* | output |
* | --- |
* | "The pages describe our services in general. They are not medical advice: ask a doctor about a patient's care." |
*
* @param {Legal_Terms_InfoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_info: ((inputs?: Legal_Terms_InfoInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_InfoInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_InfoInputs = {};
