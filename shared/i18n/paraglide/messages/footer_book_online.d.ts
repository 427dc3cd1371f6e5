/**
* | output |
* | --- |
* | "Book online" |
*
* @param {Footer_Book_OnlineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_book_online: ((inputs?: Footer_Book_OnlineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Book_OnlineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Book_OnlineInputs = {};
