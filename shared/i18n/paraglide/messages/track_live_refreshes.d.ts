/**
* | output |
* | --- |
* | "This page refreshes itself every 30 seconds." |
*
* @param {Track_Live_RefreshesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_refreshes: ((inputs?: Track_Live_RefreshesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_RefreshesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Live_RefreshesInputs = {};
