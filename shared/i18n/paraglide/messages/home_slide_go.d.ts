/**
* | output |
* | --- |
* | "Go to slide {n}" |
*
* @param {Home_Slide_GoInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_go: ((inputs: Home_Slide_GoInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slide_GoInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Slide_GoInputs = {
    n: NonNullable<unknown>;
};
