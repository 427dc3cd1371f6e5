/**
* | output |
* | --- |
* | "Ways to reach us" |
*
* @param {Contact_Reach_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_reach_label: ((inputs?: Contact_Reach_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Reach_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Reach_LabelInputs = {};
