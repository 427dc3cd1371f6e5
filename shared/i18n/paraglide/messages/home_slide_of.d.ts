/**
* | output |
* | --- |
* | "{n} of {count}" |
*
* @param {Home_Slide_OfInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slide_of: ((inputs: Home_Slide_OfInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slide_OfInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Slide_OfInputs = {
    n: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
