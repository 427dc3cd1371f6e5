/**
* | output |
* | --- |
* | "Call" |
*
* @param {Nav_Call_HiddenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_call_hidden: ((inputs?: Nav_Call_HiddenInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Call_HiddenInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Call_HiddenInputs = {};
