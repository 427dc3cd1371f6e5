/**
* | output |
* | --- |
* | "A phone number we can reach you on." |
*
* @param {Helpline_Tell_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_2: ((inputs?: Helpline_Tell_2Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_2Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Tell_2Inputs = {};
