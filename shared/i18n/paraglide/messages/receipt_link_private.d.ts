/**
* | output |
* | --- |
* | "Keep this link private; it works until 24 hours after your booking ends." |
*
* @param {Receipt_Link_PrivateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_private: ((inputs?: Receipt_Link_PrivateInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Link_PrivateInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Link_PrivateInputs = {};
