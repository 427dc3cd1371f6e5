/**
* | output |
* | --- |
* | "Reconnecting… this page refreshes itself if the connection stays down." |
*
* @param {Track_Live_ReconnectingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_live_reconnecting: ((inputs?: Track_Live_ReconnectingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Live_ReconnectingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Live_ReconnectingInputs = {};
