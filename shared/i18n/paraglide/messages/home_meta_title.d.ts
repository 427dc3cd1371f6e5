/**
* | output |
* | --- |
* | "Ambulance Service in Bengaluru \| 24/7 Emergency & ICU Ambulance" |
*
* @param {Home_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_meta_title: ((inputs?: Home_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Meta_TitleInputs = {};
