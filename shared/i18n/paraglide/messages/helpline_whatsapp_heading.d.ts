/**
* | output |
* | --- |
* | "Cannot talk? Use WhatsApp" |
*
* @param {Helpline_Whatsapp_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_whatsapp_heading: ((inputs?: Helpline_Whatsapp_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Whatsapp_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Whatsapp_HeadingInputs = {};
