/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Validation_RequiredInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_required: ((inputs: Validation_RequiredInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_RequiredInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_RequiredInputs = {
    label: NonNullable<unknown>;
};
