/**
* | output |
* | --- |
* | "A private ambulance service in Bengaluru since 2015. <about>More about us</about>" |
*
* @param {Landing_Why_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_why_text: ((inputs?: Landing_Why_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Why_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Why_TextInputs = {};
