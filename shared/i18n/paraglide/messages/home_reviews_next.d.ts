/**
* | output |
* | --- |
* | "Next reviews" |
*
* @param {Home_Reviews_NextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_next: ((inputs?: Home_Reviews_NextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reviews_NextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reviews_NextInputs = {};
