/**
* | output |
* | --- |
* | "From a phone in India" |
*
* @param {Helpline_From_IndiaInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_from_india: ((inputs?: Helpline_From_IndiaInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_From_IndiaInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_From_IndiaInputs = {};
