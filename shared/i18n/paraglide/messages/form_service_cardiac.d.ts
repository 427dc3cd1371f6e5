/**
* | output |
* | --- |
* | "Cardiac Ambulance" |
*
* @param {Form_Service_CardiacInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_cardiac: ((inputs?: Form_Service_CardiacInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_CardiacInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Service_CardiacInputs = {};
