/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Validation_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_email_invalid: ((inputs?: Validation_Email_InvalidInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Email_InvalidInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Email_InvalidInputs = {};
