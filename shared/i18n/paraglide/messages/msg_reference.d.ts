/**
* | output |
* | --- |
* | "ref. {reference}" |
*
* @param {Msg_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_reference: ((inputs: Msg_ReferenceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_ReferenceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
