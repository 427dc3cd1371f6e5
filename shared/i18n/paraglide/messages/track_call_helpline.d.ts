/**
* | output |
* | --- |
* | "Call helpline" |
*
* @param {Track_Call_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_helpline: ((inputs?: Track_Call_HelplineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Call_HelplineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Call_HelplineInputs = {};
