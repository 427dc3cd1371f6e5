/**
* | output |
* | --- |
* | "The patient is in the ambulance with our crew." |
*
* @param {Track_Text_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_on_board: ((inputs?: Track_Text_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_On_BoardInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Text_On_BoardInputs = {};
