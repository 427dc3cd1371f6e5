/**
* | output |
* | --- |
* | "Phone (optional)" |
*
* @param {Form_Label_Phone_OptionalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone_optional: ((inputs?: Form_Label_Phone_OptionalInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Phone_OptionalInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Label_Phone_OptionalInputs = {};
