/**
* | output |
* | --- |
* | "We are licensed by the state health department, and we tell families clearly what a trip involves before it starts." |
*
* @param {About_Licensed_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_licensed_text: ((inputs?: About_Licensed_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Licensed_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Licensed_TextInputs = {};
