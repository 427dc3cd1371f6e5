/**
* | output |
* | --- |
* | "Your ambulance booking{ref} is confirmed for {when} from {pickup}." |
*
* @param {Msg_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_confirmed: ((inputs: Msg_ConfirmedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_ConfirmedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_ConfirmedInputs = {
    ref: NonNullable<unknown>;
    when: NonNullable<unknown>;
    pickup: NonNullable<unknown>;
};
