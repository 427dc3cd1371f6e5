/**
* | output |
* | --- |
* | "Location not shared. You can still send the request with the address." |
*
* @param {Form_Location_DeniedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_denied: ((inputs?: Form_Location_DeniedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Location_DeniedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Location_DeniedInputs = {};
