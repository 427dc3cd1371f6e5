/**
* | output |
* | --- |
* | "Your ambulance is on the way to {pickup}." |
*
* @param {Msg_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_in_progress: ((inputs: Msg_In_ProgressInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_In_ProgressInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_In_ProgressInputs = {
    pickup: NonNullable<unknown>;
};
