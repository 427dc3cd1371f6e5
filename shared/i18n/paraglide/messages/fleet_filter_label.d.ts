/**
* | output |
* | --- |
* | "Show pictures of" |
*
* @param {Fleet_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_filter_label: ((inputs?: Fleet_Filter_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Filter_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Filter_LabelInputs = {};
