/**
* | output |
* | --- |
* | "Emergency response, critical care and planned transport across Bengaluru, 24x7." |
*
* @param {Services_List_SubtitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_list_subtitle: ((inputs?: Services_List_SubtitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_List_SubtitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Services_List_SubtitleInputs = {};
