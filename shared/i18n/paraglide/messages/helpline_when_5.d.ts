/**
* | output |
* | --- |
* | "To book a planned trip: a hospital discharge, a check-up, an intercity or a funeral transfer." |
*
* @param {Helpline_When_5Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_when_5: ((inputs?: Helpline_When_5Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_When_5Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_When_5Inputs = {};
