/**
* | output |
* | --- |
* | "WhatsApp" |
*
* @param {Form_Contact_WhatsappInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_contact_whatsapp: ((inputs?: Form_Contact_WhatsappInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Contact_WhatsappInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Contact_WhatsappInputs = {};
