/**
* | output |
* | --- |
* | "Enter a valid Indian phone number, e.g. 98765 43210" |
*
* @param {Validation_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_invalid: ((inputs?: Validation_Phone_InvalidInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Phone_InvalidInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Phone_InvalidInputs = {};
