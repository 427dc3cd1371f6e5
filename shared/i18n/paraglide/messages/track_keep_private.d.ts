/**
* | output |
* | --- |
* | "Keep this link private: anyone who has it can follow this booking until 24 hours after it ends." |
*
* @param {Track_Keep_PrivateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_keep_private: ((inputs?: Track_Keep_PrivateInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Keep_PrivateInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Keep_PrivateInputs = {};
