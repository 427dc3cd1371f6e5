/**
* | output |
* | --- |
* | "We will reply by e-mail or phone." |
*
* @param {Receipt_Message_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_next: ((inputs?: Receipt_Message_NextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Message_NextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Message_NextInputs = {};
