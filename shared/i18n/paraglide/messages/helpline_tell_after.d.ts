/**
* | output |
* | --- |
* | "Then keep your phone free and close by: the crew may call you for directions." |
*
* @param {Helpline_Tell_AfterInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_after: ((inputs?: Helpline_Tell_AfterInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Tell_AfterInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Tell_AfterInputs = {};
