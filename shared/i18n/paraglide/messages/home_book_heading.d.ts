/**
* | output |
* | --- |
* | "Book an Ambulance" |
*
* @param {Home_Book_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_book_heading: ((inputs?: Home_Book_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Book_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Book_HeadingInputs = {};
