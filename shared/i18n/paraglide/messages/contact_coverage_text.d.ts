/**
* | output |
* | --- |
* | "From our base in {locality}, across Bengaluru. Not on the list? Call us: we will tell you straight away." |
*
* @param {Contact_Coverage_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_coverage_text: ((inputs: Contact_Coverage_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Coverage_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Coverage_TextInputs = {
    locality: NonNullable<unknown>;
};
