/**
* | output |
* | --- |
* | "This booking was cancelled. If you still need an ambulance, call our 24x7 helpline now." |
*
* @param {Track_Text_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_cancelled: ((inputs?: Track_Text_CancelledInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_CancelledInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Text_CancelledInputs = {};
