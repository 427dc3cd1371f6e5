/**
* | output |
* | --- |
* | "location not precise enough for an estimate" |
*
* @param {Track_Position_ImpreciseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_position_imprecise: ((inputs?: Track_Position_ImpreciseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Position_ImpreciseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Position_ImpreciseInputs = {};
