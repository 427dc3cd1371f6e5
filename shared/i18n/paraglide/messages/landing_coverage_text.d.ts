/**
* | output |
* | --- |
* | "From our base in {locality} we serve these areas and the rest of Bengaluru. Wherever you are, one call on <tel>{phone}</tel> sends help." |
*
* @param {Landing_Coverage_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_coverage_text: ((inputs: Landing_Coverage_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Coverage_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Coverage_TextInputs = {
    locality: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
