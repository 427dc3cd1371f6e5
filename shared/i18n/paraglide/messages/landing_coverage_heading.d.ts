/**
* | output |
* | --- |
* | "Ambulances Across Bengaluru" |
*
* @param {Landing_Coverage_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_coverage_heading: ((inputs?: Landing_Coverage_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Coverage_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Coverage_HeadingInputs = {};
