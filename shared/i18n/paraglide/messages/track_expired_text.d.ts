/**
* | output |
* | --- |
* | "Tracking links stop working 24 hours after the booking ends. For anything about this booking, call our 24x7 helpline." |
*
* @param {Track_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_expired_text: ((inputs?: Track_Expired_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Expired_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Expired_TextInputs = {};
