/**
* | output |
* | --- |
* | "What the ambulance booking and contact forms collect, why, who sees it, and how to have it corrected or deleted." |
*
* @param {Legal_Privacy_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_meta_description: ((inputs?: Legal_Privacy_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Privacy_Meta_DescriptionInputs = {};
