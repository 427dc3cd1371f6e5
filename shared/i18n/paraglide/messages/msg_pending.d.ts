/**
* | output |
* | --- |
* | "We have received your ambulance request{ref} for pickup from {pickup}. We will call you back within 5 minutes. In an emergency, call us now." |
*
* @param {Msg_PendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_pending: ((inputs: Msg_PendingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_PendingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_PendingInputs = {
    ref: NonNullable<unknown>;
    pickup: NonNullable<unknown>;
};
