/**
* | output |
* | --- |
* | "24/7 ambulance service in Bengaluru: emergency, ICU, cardiac, neonatal and patient transfer ambulances with trained paramedics. Call or book online." |
*
* @param {Home_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_meta_description: ((inputs?: Home_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Meta_DescriptionInputs = {};
