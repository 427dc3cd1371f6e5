/**
* | output |
* | --- |
* | "Call, WhatsApp or e-mail us, day or night: 24x7 ambulance booking in Bengaluru, our address in Varthur, the areas we cover, and forms to book or ask a question." |
*
* @param {Contact_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_meta_description: ((inputs?: Contact_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Meta_DescriptionInputs = {};
