/**
* | output |
* | --- |
* | "Ambulance assigned" |
*
* @param {Track_Stage_AssignedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_assigned: ((inputs?: Track_Stage_AssignedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_AssignedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Stage_AssignedInputs = {};
