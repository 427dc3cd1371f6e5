/**
* | output |
* | --- |
* | "Chat on WhatsApp (new tab)" |
*
* @param {Site_Whatsapp_ChatInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_whatsapp_chat: ((inputs?: Site_Whatsapp_ChatInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Whatsapp_ChatInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Whatsapp_ChatInputs = {};
