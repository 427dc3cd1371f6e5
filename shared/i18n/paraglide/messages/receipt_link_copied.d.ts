/**
* | output |
* | --- |
* | "Link copied. Paste it in a message to your family." |
*
* @param {Receipt_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_copied: ((inputs?: Receipt_Link_CopiedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Link_CopiedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Link_CopiedInputs = {};
