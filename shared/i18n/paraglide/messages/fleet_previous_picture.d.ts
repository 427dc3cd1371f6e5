/**
* | output |
* | --- |
* | "Previous picture" |
*
* @param {Fleet_Previous_PictureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_previous_picture: ((inputs?: Fleet_Previous_PictureInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Previous_PictureInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Previous_PictureInputs = {};
