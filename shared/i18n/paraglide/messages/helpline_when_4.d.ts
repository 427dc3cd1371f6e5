/**
* | output |
* | --- |
* | "A critically ill patient needs an ICU ambulance or a transfer between hospitals." |
*
* @param {Helpline_When_4Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_4: ((inputs?: Helpline_When_4Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_4Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_When_4Inputs = {};
