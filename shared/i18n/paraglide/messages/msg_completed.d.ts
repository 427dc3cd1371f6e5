/**
* | output |
* | --- |
* | "Your ambulance trip{ref} is complete. Thank you for trusting us; we wish you a quick recovery." |
*
* @param {Msg_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_completed: ((inputs: Msg_CompletedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_CompletedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_CompletedInputs = {
    ref: NonNullable<unknown>;
};
