/**
* | output |
* | --- |
* | "This tracking link does not work" |
*
* @param {Track_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_not_found_title: ((inputs?: Track_Not_Found_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Not_Found_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Not_Found_TitleInputs = {};
