/**
* | output |
* | --- |
* | "Intercity Transfer" |
*
* @param {Track_Service_IntercityInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_service_intercity: ((inputs?: Track_Service_IntercityInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Service_IntercityInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Service_IntercityInputs = {};
