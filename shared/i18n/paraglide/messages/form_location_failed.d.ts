/**
* | output |
* | --- |
* | "Could not find your location. You can still send the request with the address." |
*
* @param {Form_Location_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_failed: ((inputs?: Form_Location_FailedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Location_FailedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Location_FailedInputs = {};
