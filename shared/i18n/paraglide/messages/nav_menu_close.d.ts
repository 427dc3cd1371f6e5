/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Nav_Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_menu_close: ((inputs?: Nav_Menu_CloseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Menu_CloseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Menu_CloseInputs = {};
