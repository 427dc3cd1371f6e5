/**
* | output |
* | --- |
* | "Please wait a few minutes and try again, or call our 24x7 helpline." |
*
* @param {Track_Too_Many_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_too_many_text: ((inputs?: Track_Too_Many_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Too_Many_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Too_Many_TextInputs = {};
