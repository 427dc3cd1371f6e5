/**
* | output |
* | --- |
* | "Our team will contact you within 5 minutes." |
*
* @param {Receipt_Callback_PromiseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_callback_promise: ((inputs?: Receipt_Callback_PromiseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Callback_PromiseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Callback_PromiseInputs = {};
