/**
* | output |
* | --- |
* | "Need an ambulance? <helpline>Call our 24x7 helpline</helpline> or <book>send a booking request</book>." |
*
* @param {Fleet_CtaInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_cta: ((inputs?: Fleet_CtaInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_CtaInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_CtaInputs = {};
