/**
* | output |
* | --- |
* | "Email must be at most {max} characters" |
*
* @param {Validation_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_email_too_long: ((inputs: Validation_Email_Too_LongInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Email_Too_LongInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Email_Too_LongInputs = {
    max: NonNullable<unknown>;
};
