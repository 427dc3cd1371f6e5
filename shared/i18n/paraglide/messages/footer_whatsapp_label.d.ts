/**
* | output |
* | --- |
* | "Chat on WhatsApp (opens in a new tab)" |
*
* @param {Footer_Whatsapp_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_whatsapp_label: ((inputs?: Footer_Whatsapp_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Whatsapp_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Whatsapp_LabelInputs = {};
