/**
* | output |
* | --- |
* | "Licensed and transparent" |
*
* @param {About_Licensed_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_licensed_heading: ((inputs?: About_Licensed_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Licensed_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Licensed_HeadingInputs = {};
