/**
* | output |
* | --- |
* | "The ambulance has reached the destination." |
*
* @param {Track_Text_At_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_at_destination: ((inputs?: Track_Text_At_DestinationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_At_DestinationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Text_At_DestinationInputs = {};
