/**
* | output |
* | --- |
* | "Emergencies" |
*
* @param {Legal_Terms_Emergency_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_emergency_heading: ((inputs?: Legal_Terms_Emergency_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Emergency_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_Emergency_HeadingInputs = {};
