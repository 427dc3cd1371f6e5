/**
* | output |
* | --- |
* | "On board" |
*
* @param {Fleet_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_on_board: ((inputs?: Fleet_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_On_BoardInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_On_BoardInputs = {};
