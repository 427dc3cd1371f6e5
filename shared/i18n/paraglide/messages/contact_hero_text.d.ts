/**
* | output |
* | --- |
* | "We answer 24x7. In an emergency, call; for anything else, message, write or send a request below." |
*
* @param {Contact_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hero_text: ((inputs?: Contact_Hero_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Hero_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Hero_TextInputs = {};
