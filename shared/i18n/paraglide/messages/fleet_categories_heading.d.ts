/**
* | output |
* | --- |
* | "Vehicles by Category" |
*
* @param {Fleet_Categories_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_categories_heading: ((inputs?: Fleet_Categories_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Categories_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Categories_HeadingInputs = {};
