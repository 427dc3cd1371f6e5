/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Nav_Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_menu_open: ((inputs?: Nav_Menu_OpenInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Menu_OpenInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Menu_OpenInputs = {};
