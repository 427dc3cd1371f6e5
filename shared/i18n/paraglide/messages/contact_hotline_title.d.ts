/**
* | output |
* | --- |
* | "24x7 Hotline" |
*
* @param {Contact_Hotline_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hotline_title: ((inputs?: Contact_Hotline_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Hotline_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Hotline_TitleInputs = {};
