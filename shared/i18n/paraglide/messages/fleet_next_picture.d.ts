/**
* | output |
* | --- |
* | "Next picture" |
*
* @param {Fleet_Next_PictureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_next_picture: ((inputs?: Fleet_Next_PictureInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Next_PictureInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Next_PictureInputs = {};
