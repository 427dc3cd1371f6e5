/**
* | output |
* | --- |
* | "24x7 helpline" |
*
* @param {Site_Helpline_24x7Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_helpline_24x7: ((inputs?: Site_Helpline_24x7Inputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Helpline_24x7Inputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Helpline_24x7Inputs = {};
