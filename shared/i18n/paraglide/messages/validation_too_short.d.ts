/**
* | output |
* | --- |
* | "{label} must be at least {min} characters" |
*
* @param {Validation_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_too_short: ((inputs: Validation_Too_ShortInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Too_ShortInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Too_ShortInputs = {
    label: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
