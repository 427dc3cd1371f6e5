/**
* | output |
* | --- |
* | "Preferred contact" |
*
* @param {Form_Label_Preferred_ContactInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_preferred_contact: ((inputs?: Form_Label_Preferred_ContactInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Preferred_ContactInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Label_Preferred_ContactInputs = {};
