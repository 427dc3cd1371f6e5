/**
* | output |
* | --- |
* | "Click to enlarge" |
*
* @param {Fleet_EnlargeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_enlarge: ((inputs?: Fleet_EnlargeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_EnlargeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_EnlargeInputs = {};
