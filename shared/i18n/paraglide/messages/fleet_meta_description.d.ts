/**
* | output |
* | --- |
* | "A sanitized, 100% GPS-tracked fleet of 21+ vehicles in Bengaluru: 6 ICU, 8 emergency, 3 cardiac and 4 mortuary ambulances, and the equipment each carries." |
*
* @param {Fleet_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_meta_description: ((inputs?: Fleet_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Meta_DescriptionInputs = {};
