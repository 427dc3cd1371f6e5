/**
* | output |
* | --- |
* | "Interior" |
*
* @param {Fleet_Category_InteriorInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_interior: ((inputs?: Fleet_Category_InteriorInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Category_InteriorInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Category_InteriorInputs = {};
