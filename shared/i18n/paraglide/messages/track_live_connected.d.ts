/**
* | output |
* | --- |
* | "Live: this page updates by itself." |
*
* @param {Track_Live_ConnectedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_connected: ((inputs?: Track_Live_ConnectedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_ConnectedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Live_ConnectedInputs = {};
