/**
* | output |
* | --- |
* | "After a road accident, a fall or any serious injury." |
*
* @param {Helpline_When_2Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_2: ((inputs?: Helpline_When_2Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_2Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_When_2Inputs = {};
