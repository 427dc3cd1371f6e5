/**
* | output |
* | --- |
* | "ICU Ambulance" |
*
* @param {Track_Service_IcuInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_icu: ((inputs?: Track_Service_IcuInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_IcuInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Service_IcuInputs = {};
