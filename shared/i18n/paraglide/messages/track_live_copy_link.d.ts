/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Track_Live_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_copy_link: ((inputs?: Track_Live_Copy_LinkInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_Copy_LinkInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Live_Copy_LinkInputs = {};
