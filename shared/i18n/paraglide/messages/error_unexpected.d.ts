/**
* | output |
* | --- |
* | "Unexpected Application Error!" |
*
* @param {Error_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_unexpected: ((inputs?: Error_UnexpectedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_UnexpectedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_UnexpectedInputs = {};
