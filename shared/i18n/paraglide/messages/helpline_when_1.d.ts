/**
* | output |
* | --- |
* | "Someone is unconscious, has trouble breathing or has chest pain." |
*
* @param {Helpline_When_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_1: ((inputs?: Helpline_When_1Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_1Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_When_1Inputs = {};
