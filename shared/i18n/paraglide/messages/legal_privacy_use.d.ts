/**
* | output |
* | --- |
* | "Only to arrange the ambulance you asked for, to reply to your message, and to keep a record of the bookings we handle." |
*
* @param {Legal_Privacy_UseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_use: ((inputs?: Legal_Privacy_UseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_UseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Privacy_UseInputs = {};
