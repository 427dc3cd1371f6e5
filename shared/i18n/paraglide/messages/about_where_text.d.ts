/**
* | output |
* | --- |
* | "Across Bengaluru, including {areas} and {last}. For longer journeys we also run intercity transfers and air ambulances." |
*
* @param {About_Where_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_where_text: ((inputs: About_Where_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Where_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Where_TextInputs = {
    areas: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
