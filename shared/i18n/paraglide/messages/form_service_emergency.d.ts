/**
* | output |
* | --- |
* | "Emergency Ambulance" |
*
* @param {Form_Service_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_emergency: ((inputs?: Form_Service_EmergencyInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_EmergencyInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Service_EmergencyInputs = {};
