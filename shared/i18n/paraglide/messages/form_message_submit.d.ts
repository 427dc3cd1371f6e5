/**
* | output |
* | --- |
* | "Send Message" |
*
* @param {Form_Message_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_message_submit: ((inputs?: Form_Message_SubmitInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Message_SubmitInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Message_SubmitInputs = {};
