/**
* | output |
* | --- |
* | "Could not copy: press and hold the button above to copy the link." |
*
* @param {Receipt_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_copy_failed: ((inputs?: Receipt_Copy_FailedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Copy_FailedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Copy_FailedInputs = {};
