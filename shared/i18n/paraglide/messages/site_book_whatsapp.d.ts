/**
* | output |
* | --- |
* | "Book via WhatsApp" |
*
* @param {Site_Book_WhatsappInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_book_whatsapp: ((inputs?: Site_Book_WhatsappInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Book_WhatsappInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Book_WhatsappInputs = {};
