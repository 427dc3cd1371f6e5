/**
* | output |
* | --- |
* | "Follow the ambulance request" |
*
* @param {Receipt_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_share_title: ((inputs?: Receipt_Share_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Share_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Share_TitleInputs = {};
