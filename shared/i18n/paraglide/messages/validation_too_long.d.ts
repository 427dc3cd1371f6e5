/**
* | output |
* | --- |
* | "{label} must be at most {max} characters" |
*
* @param {Validation_Too_LongInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_long: ((inputs: Validation_Too_LongInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Too_LongInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Too_LongInputs = {
    label: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
