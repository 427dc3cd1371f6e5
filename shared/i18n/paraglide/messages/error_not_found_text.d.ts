/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Error_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_found_text: ((inputs?: Error_Not_Found_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_Found_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Not_Found_TextInputs = {};
