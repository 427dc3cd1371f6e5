/**
* | output |
* | --- |
* | "Our staff, through our booking dashboard, which needs a staff sign-in." |
*
* @param {Legal_Privacy_WhoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_who: ((inputs?: Legal_Privacy_WhoInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_WhoInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Privacy_WhoInputs = {};
