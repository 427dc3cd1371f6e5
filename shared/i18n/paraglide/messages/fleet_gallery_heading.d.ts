/**
* | output |
* | --- |
* | "Inside Our Vehicles" |
*
* @param {Fleet_Gallery_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_gallery_heading: ((inputs?: Fleet_Gallery_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Gallery_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Gallery_HeadingInputs = {};
