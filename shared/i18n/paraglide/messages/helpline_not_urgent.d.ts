/**
* | output |
* | --- |
* | "Not urgent? <book>Send a booking request</book>: {callback}" |
*
* @param {Helpline_Not_UrgentInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_not_urgent: ((inputs: Helpline_Not_UrgentInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Not_UrgentInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Not_UrgentInputs = {
    callback: NonNullable<unknown>;
};
