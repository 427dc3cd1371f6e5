/**
* | output |
* | --- |
* | "Ambulance Near Me in Bengaluru \| 24x7, 3-Minute Average Response" |
*
* @param {Landing_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_meta_title: ((inputs?: Landing_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Meta_TitleInputs = {};
