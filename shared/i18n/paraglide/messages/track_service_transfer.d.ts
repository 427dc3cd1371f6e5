/**
* | output |
* | --- |
* | "Patient Transfer" |
*
* @param {Track_Service_TransferInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_transfer: ((inputs?: Track_Service_TransferInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_TransferInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Service_TransferInputs = {};
