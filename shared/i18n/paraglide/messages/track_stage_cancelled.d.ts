/**
* | output |
* | --- |
* | "Booking cancelled" |
*
* @param {Track_Stage_CancelledInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_stage_cancelled: ((inputs?: Track_Stage_CancelledInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Stage_CancelledInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Stage_CancelledInputs = {};
