/**
* | output |
* | --- |
* | "Our fleet" |
*
* @param {About_Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_fleet_heading: ((inputs?: About_Fleet_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Fleet_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Fleet_HeadingInputs = {};
