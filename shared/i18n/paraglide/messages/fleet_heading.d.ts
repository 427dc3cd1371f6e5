/**
* | output |
* | --- |
* | "Our Ambulance Fleet" |
*
* @param {Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_heading: ((inputs?: Fleet_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_HeadingInputs = {};
