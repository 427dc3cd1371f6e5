/**
* | output |
* | --- |
* | "{business} is a private ambulance service in Bengaluru, on call 24x7 since 2015. Trusted by {families} families." |
*
* @param {About_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_hero_text: ((inputs: About_Hero_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Hero_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Hero_TextInputs = {
    business: NonNullable<unknown>;
    families: NonNullable<unknown>;
};
