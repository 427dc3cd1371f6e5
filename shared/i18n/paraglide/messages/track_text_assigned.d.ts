/**
* | output |
* | --- |
* | "An ambulance and its driver are assigned to you." |
*
* @param {Track_Text_AssignedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_assigned: ((inputs?: Track_Text_AssignedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_AssignedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Text_AssignedInputs = {};
