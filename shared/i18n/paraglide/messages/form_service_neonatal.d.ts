/**
* | output |
* | --- |
* | "Neonatal Ambulance" |
*
* @param {Form_Service_NeonatalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_neonatal: ((inputs?: Form_Service_NeonatalInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_NeonatalInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Service_NeonatalInputs = {};
