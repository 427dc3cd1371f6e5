/**
* | output |
* | --- |
* | "For emergencies and bookings, day or night. From outside India: {international}." |
*
* @param {Contact_Hotline_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hotline_text: ((inputs: Contact_Hotline_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Hotline_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Hotline_TextInputs = {
    international: NonNullable<unknown>;
};
