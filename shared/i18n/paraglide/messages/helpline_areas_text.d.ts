/**
* | output |
* | --- |
* | "From our base in {locality}, across Bengaluru. Looking for the nearest ambulance? See <near>ambulance near me</near>." |
*
* @param {Helpline_Areas_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_areas_text: ((inputs: Helpline_Areas_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Areas_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Areas_TextInputs = {
    locality: NonNullable<unknown>;
};
