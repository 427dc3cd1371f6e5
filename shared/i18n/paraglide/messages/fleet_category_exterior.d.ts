/**
* | output |
* | --- |
* | "Exterior" |
*
* @param {Fleet_Category_ExteriorInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_exterior: ((inputs?: Fleet_Category_ExteriorInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Category_ExteriorInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Category_ExteriorInputs = {};
