/**
* | output |
* | --- |
* | "When you send a booking request we receive your name, phone number, pickup address and, if you give them, the destination, service type, date and time, notes..." |
*
* @param {Legal_Privacy_Collect_1Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_collect_1: ((inputs?: Legal_Privacy_Collect_1Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_Collect_1Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Privacy_Collect_1Inputs = {};
