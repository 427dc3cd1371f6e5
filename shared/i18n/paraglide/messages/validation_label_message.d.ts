/**
* | output |
* | --- |
* | "Message" |
*
* @param {Validation_Label_MessageInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_message: ((inputs?: Validation_Label_MessageInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_MessageInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Label_MessageInputs = {};
