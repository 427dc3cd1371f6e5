/**
* | output |
* | --- |
* | "On the way to the destination" |
*
* @param {Track_Where_On_BoardInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_where_on_board: ((inputs?: Track_Where_On_BoardInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Where_On_BoardInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Where_On_BoardInputs = {};
