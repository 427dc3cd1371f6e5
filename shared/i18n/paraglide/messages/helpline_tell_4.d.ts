/**
* | output |
* | --- |
* | "The patient's age and any condition you know of." |
*
* @param {Helpline_Tell_4Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_4: ((inputs?: Helpline_Tell_4Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_4Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Tell_4Inputs = {};
