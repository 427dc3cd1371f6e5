/**
* | output |
* | --- |
* | "In an emergency, call <tel>{phone}</tel> now. Otherwise send a request: {callback}" |
*
* @param {Landing_Book_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_book_text: ((inputs: Landing_Book_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Book_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Book_TextInputs = {
    phone: NonNullable<unknown>;
    callback: NonNullable<unknown>;
};
