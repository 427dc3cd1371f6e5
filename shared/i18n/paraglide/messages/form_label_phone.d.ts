/**
* | output |
* | --- |
* | "Phone Number" |
*
* @param {Form_Label_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_phone: ((inputs?: Form_Label_PhoneInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_PhoneInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Label_PhoneInputs = {};
