/**
* | output |
* | --- |
* | "Our team has confirmed your booking and is assigning an ambulance." |
*
* @param {Track_Text_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_confirmed: ((inputs?: Track_Text_ConfirmedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_ConfirmedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Text_ConfirmedInputs = {};
