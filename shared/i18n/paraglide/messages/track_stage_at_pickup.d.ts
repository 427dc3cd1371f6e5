/**
* | output |
* | --- |
* | "Ambulance arrived" |
*
* @param {Track_Stage_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_at_pickup: ((inputs?: Track_Stage_At_PickupInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_At_PickupInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Stage_At_PickupInputs = {};
