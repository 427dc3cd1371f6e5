/**
* | output |
* | --- |
* | "Thank you! Your message has been sent." |
*
* @param {Receipt_Message_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_message_thanks: ((inputs?: Receipt_Message_ThanksInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Message_ThanksInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Message_ThanksInputs = {};
