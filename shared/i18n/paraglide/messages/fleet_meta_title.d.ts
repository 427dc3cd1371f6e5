/**
* | output |
* | --- |
* | "Our Ambulance Fleet \| ICU, Emergency, Cardiac & Mortuary Vehicles" |
*
* @param {Fleet_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_meta_title: ((inputs?: Fleet_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Meta_TitleInputs = {};
