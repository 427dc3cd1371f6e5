/**
* | output |
* | --- |
* | "Service" |
*
* @param {Fleet_Category_ServiceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_category_service: ((inputs?: Fleet_Category_ServiceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Category_ServiceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Category_ServiceInputs = {};
