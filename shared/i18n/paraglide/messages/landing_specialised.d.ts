/**
* | output |
* | --- |
* | "Specialised services" |
*
* @param {Landing_SpecialisedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_specialised: ((inputs?: Landing_SpecialisedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_SpecialisedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_SpecialisedInputs = {};
