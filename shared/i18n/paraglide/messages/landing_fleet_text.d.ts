/**
* | output |
* | --- |
* | "Every vehicle is sanitized and GPS tracked, with a trained crew on board." |
*
* @param {Landing_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_fleet_text: ((inputs?: Landing_Fleet_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Fleet_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Fleet_TextInputs = {};
