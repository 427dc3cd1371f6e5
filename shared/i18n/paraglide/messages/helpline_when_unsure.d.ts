/**
* | output |
* | --- |
* | "If you are not sure what is needed, call anyway: the call-taker will help you decide." |
*
* @param {Helpline_When_UnsureInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_unsure: ((inputs?: Helpline_When_UnsureInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_UnsureInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_When_UnsureInputs = {};
