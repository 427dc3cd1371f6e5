/**
* | output |
* | --- |
* | "Message us with the patient's location (share it from WhatsApp if you can) and what has happened. We reply on the same chat." |
*
* @param {Helpline_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_whatsapp_text: ((inputs?: Helpline_Whatsapp_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Whatsapp_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Whatsapp_TextInputs = {};
