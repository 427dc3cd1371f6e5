/**
* | output |
* | --- |
* | "Every trip has trained paramedics, experienced EMTs and drivers. We keep families informed, explain what happens next, and treat every patient with compassion." |
*
* @param {About_Team_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_team_text: ((inputs?: About_Team_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Team_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Team_TextInputs = {};
