/**
* | output |
* | --- |
* | "Who sees it" |
*
* @param {Legal_Privacy_Who_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_who_heading: ((inputs?: Legal_Privacy_Who_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Who_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Privacy_Who_HeadingInputs = {};
