/**
* | output |
* | --- |
* | "Who we are: a private 24x7 ambulance service in Bengaluru since 2015, with trained paramedics, a GPS-tracked fleet of 21+ vehicles and cover across the city." |
*
* @param {About_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_meta_description: ((inputs?: About_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Meta_DescriptionInputs = {};
