/**
* | output |
* | --- |
* | "To see, correct or delete what we hold about you, contact us:" |
*
* @param {Legal_Privacy_ChoicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_choices: ((inputs?: Legal_Privacy_ChoicesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_ChoicesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Privacy_ChoicesInputs = {};
