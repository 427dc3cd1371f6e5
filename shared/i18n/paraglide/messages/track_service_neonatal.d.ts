/**
* | output |
* | --- |
* | "Neonatal Ambulance" |
*
* @param {Track_Service_NeonatalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_neonatal: ((inputs?: Track_Service_NeonatalInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_NeonatalInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Service_NeonatalInputs = {};
