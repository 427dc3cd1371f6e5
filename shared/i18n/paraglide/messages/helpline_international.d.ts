/**
* | output |
* | --- |
* | "International form" |
*
* @param {Helpline_InternationalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_international: ((inputs?: Helpline_InternationalInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_InternationalInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_InternationalInputs = {};
