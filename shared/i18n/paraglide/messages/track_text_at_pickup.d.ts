/**
* | output |
* | --- |
* | "The ambulance has reached the pickup address." |
*
* @param {Track_Text_At_PickupInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_at_pickup: ((inputs?: Track_Text_At_PickupInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_At_PickupInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Text_At_PickupInputs = {};
