/**
* | output |
* | --- |
* | "This page updates by itself." |
*
* @param {Track_Updates_By_ItselfInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updates_by_itself: ((inputs?: Track_Updates_By_ItselfInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Updates_By_ItselfInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Updates_By_ItselfInputs = {};
