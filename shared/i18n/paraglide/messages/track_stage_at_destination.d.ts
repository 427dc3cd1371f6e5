/**
* | output |
* | --- |
* | "Reached the destination" |
*
* @param {Track_Stage_At_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_at_destination: ((inputs?: Track_Stage_At_DestinationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_At_DestinationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Stage_At_DestinationInputs = {};
