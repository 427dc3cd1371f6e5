/**
* | output |
* | --- |
* | "What happened, and how the patient is now: awake, breathing, bleeding." |
*
* @param {Helpline_Tell_3Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_3: ((inputs?: Helpline_Tell_3Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_3Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Tell_3Inputs = {};
