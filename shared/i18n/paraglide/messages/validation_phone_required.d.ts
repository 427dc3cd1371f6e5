/**
* | output |
* | --- |
* | "Phone number is required" |
*
* @param {Validation_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_phone_required: ((inputs?: Validation_Phone_RequiredInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Phone_RequiredInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Phone_RequiredInputs = {};
