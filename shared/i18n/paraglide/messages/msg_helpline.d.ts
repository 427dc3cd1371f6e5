/**
* | output |
* | --- |
* | "Helpline 24x7: {phone}." |
*
* @param {Msg_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_helpline: ((inputs: Msg_HelplineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_HelplineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_HelplineInputs = {
    phone: NonNullable<unknown>;
};
