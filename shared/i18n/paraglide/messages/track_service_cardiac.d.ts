/**
* | output |
* | --- |
* | "Cardiac Ambulance" |
*
* @param {Track_Service_CardiacInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_cardiac: ((inputs?: Track_Service_CardiacInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_CardiacInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Service_CardiacInputs = {};
