/**
* | output |
* | --- |
* | "The ambulance is on its way to the pickup address." |
*
* @param {Track_Text_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_on_the_way: ((inputs?: Track_Text_On_The_WayInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_On_The_WayInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Text_On_The_WayInputs = {};
