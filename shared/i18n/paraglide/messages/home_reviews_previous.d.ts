/**
* | output |
* | --- |
* | "Previous reviews" |
*
* @param {Home_Reviews_PreviousInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_previous: ((inputs?: Home_Reviews_PreviousInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reviews_PreviousInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reviews_PreviousInputs = {};
