/**
* | output |
* | --- |
* | "Your ambulance booking{ref} has been cancelled. If you still need an ambulance, call us any time." |
*
* @param {Msg_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_cancelled: ((inputs: Msg_CancelledInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_CancelledInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_CancelledInputs = {
    ref: NonNullable<unknown>;
};
