/**
* | output |
* | --- |
* | "Previous slide" |
*
* @param {Home_Slide_PreviousInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_previous: ((inputs?: Home_Slide_PreviousInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slide_PreviousInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Slide_PreviousInputs = {};
