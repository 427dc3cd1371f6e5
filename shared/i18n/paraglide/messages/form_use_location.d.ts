/**
* | output |
* | --- |
* | "Use my current location" |
*
* @param {Form_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_use_location: ((inputs?: Form_Use_LocationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Use_LocationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Use_LocationInputs = {};
