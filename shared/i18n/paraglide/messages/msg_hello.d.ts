/**
* | output |
* | --- |
* | "Hello {name}, this is {business}." |
*
* @param {Msg_HelloInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_hello: ((inputs: Msg_HelloInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_HelloInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_HelloInputs = {
    name: NonNullable<unknown>;
    business: NonNullable<unknown>;
};
