/**
* | output |
* | --- |
* | "24x7 helpline number" |
*
* @param {Footer_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_helpline: ((inputs?: Footer_HelplineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_HelplineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_HelplineInputs = {};
