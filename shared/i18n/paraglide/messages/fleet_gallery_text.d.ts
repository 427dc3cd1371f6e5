/**
* | output |
* | --- |
* | "Choose a category, and select a picture to enlarge it." |
*
* @param {Fleet_Gallery_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_gallery_text: ((inputs?: Fleet_Gallery_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Gallery_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Gallery_TextInputs = {};
