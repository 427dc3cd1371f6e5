/**
* | output |
* | --- |
* | "ALS Ambulance" |
*
* @param {Form_Service_AlsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_als: ((inputs?: Form_Service_AlsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Service_AlsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Service_AlsInputs = {};
