/**
* | output |
* | --- |
* | "Which hospital the patient should go to, if you know." |
*
* @param {Helpline_Tell_5Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_5: ((inputs?: Helpline_Tell_5Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_5Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Tell_5Inputs = {};
