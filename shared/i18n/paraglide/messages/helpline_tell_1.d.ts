/**
* | output |
* | --- |
* | "Where the patient is: the full address and a landmark nearby." |
*
* @param {Helpline_Tell_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_1: ((inputs?: Helpline_Tell_1Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_1Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Tell_1Inputs = {};
