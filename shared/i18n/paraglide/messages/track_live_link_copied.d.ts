/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Track_Live_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_link_copied: ((inputs?: Track_Live_Link_CopiedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_Link_CopiedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Live_Link_CopiedInputs = {};
