/**
* | output |
* | --- |
* | "Please check that the whole link was copied. For anything about your booking, call our 24x7 helpline." |
*
* @param {Track_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_not_found_text: ((inputs?: Track_Not_Found_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Not_Found_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Not_Found_TextInputs = {};
