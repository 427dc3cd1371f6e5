/**
* | output |
* | --- |
* | "Ambulance" |
*
* @param {Track_Where_AmbulanceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_ambulance: ((inputs?: Track_Where_AmbulanceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Where_AmbulanceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Where_AmbulanceInputs = {};
