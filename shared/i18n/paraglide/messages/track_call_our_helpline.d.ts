/**
* | output |
* | --- |
* | "Call our helpline" |
*
* @param {Track_Call_Our_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_our_helpline: ((inputs?: Track_Call_Our_HelplineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Call_Our_HelplineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Call_Our_HelplineInputs = {};
