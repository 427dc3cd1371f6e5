/**
* | output |
* | --- |
* | "Follow your request live" |
*
* @param {Receipt_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_follow_live: ((inputs?: Receipt_Follow_LiveInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Follow_LiveInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Follow_LiveInputs = {};
