/**
* | output |
* | --- |
* | "Location added (within {metres} m). It is sent with your request." |
*
* @param {Form_Location_AddedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_added: ((inputs: Form_Location_AddedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Location_AddedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Location_AddedInputs = {
    metres: NonNullable<unknown>;
};
