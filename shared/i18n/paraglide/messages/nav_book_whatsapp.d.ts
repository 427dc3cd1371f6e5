/**
* | output |
* | --- |
* | "Book on WhatsApp" |
*
* @param {Nav_Book_WhatsappInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_book_whatsapp: ((inputs?: Nav_Book_WhatsappInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Book_WhatsappInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Book_WhatsappInputs = {};
