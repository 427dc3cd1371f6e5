/**
* | output |
* | --- |
* | "The right vehicle for each patient, and what each carries on board." |
*
* @param {Fleet_Categories_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_categories_text: ((inputs?: Fleet_Categories_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Categories_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Categories_TextInputs = {};
