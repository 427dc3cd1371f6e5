/**
* | output |
* | --- |
* | "Why Families Choose Us" |
*
* @param {Landing_Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_why_heading: ((inputs?: Landing_Why_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Why_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Why_HeadingInputs = {};
