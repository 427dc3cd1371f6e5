/**
* | output |
* | --- |
* | "Read all reviews (opens in a new tab)" |
*
* @param {Home_Reviews_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_link: ((inputs?: Home_Reviews_LinkInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reviews_LinkInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reviews_LinkInputs = {};
