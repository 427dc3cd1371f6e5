/**
* | output |
* | --- |
* | "For an emergency, call <tel>{phone}</tel> now." |
*
* @param {Contact_Forms_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_forms_text: ((inputs: Contact_Forms_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Forms_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Forms_TextInputs = {
    phone: NonNullable<unknown>;
};
