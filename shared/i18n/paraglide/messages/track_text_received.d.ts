/**
* | output |
* | --- |
* | "We have your request. Our team will call you within 5 minutes." |
*
* @param {Track_Text_ReceivedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_text_received: ((inputs?: Track_Text_ReceivedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Text_ReceivedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Text_ReceivedInputs = {};
