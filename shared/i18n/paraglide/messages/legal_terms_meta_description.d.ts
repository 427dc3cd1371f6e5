/**
* | output |
* | --- |
* | "How booking requests made on this website work, what to do in an emergency, and how to reach us." |
*
* @param {Legal_Terms_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_meta_description: ((inputs?: Legal_Terms_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_Meta_DescriptionInputs = {};
