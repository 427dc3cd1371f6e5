/**
* | output |
* | --- |
* | "Funeral / Mortuary Transfer" |
*
* @param {Track_Service_FuneralInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_funeral: ((inputs?: Track_Service_FuneralInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_FuneralInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Service_FuneralInputs = {};
