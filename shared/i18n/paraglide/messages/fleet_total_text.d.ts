/**
* | output |
* | --- |
* | "Including {ambulances} ambulances. <contact>Contact us</contact> to book the one you need." |
*
* @param {Fleet_Total_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_total_text: ((inputs: Fleet_Total_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Total_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Total_TextInputs = {
    ambulances: NonNullable<unknown>;
};
