/**
* | output |
* | --- |
* | "The trip is complete. We wish the patient a quick recovery." |
*
* @param {Track_Text_CompletedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_completed: ((inputs?: Track_Text_CompletedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_CompletedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Text_CompletedInputs = {};
