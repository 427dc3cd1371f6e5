/**
* | output |
* | --- |
* | "Send your pickup location and what you need; we reply on the same chat." |
*
* @param {Contact_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_text: ((inputs?: Contact_Whatsapp_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Whatsapp_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Whatsapp_TextInputs = {};
