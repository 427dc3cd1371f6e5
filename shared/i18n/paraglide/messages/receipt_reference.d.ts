/**
* | output |
* | --- |
* | "Reference: {reference}" |
*
* @param {Receipt_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_reference: ((inputs: Receipt_ReferenceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_ReferenceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
