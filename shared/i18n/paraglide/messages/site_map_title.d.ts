/**
* | output |
* | --- |
* | "Map of our base in {locality}, {city}" |
*
* @param {Site_Map_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_map_title: ((inputs: Site_Map_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Map_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Map_TitleInputs = {
    locality: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
