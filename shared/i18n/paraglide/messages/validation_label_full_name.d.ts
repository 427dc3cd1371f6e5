/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Validation_Label_Full_NameInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_full_name: ((inputs?: Validation_Label_Full_NameInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_Full_NameInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Label_Full_NameInputs = {};
