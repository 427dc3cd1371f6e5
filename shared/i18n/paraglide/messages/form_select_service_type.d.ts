/**
* | output |
* | --- |
* | "Select service type" |
*
* @param {Form_Select_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_select_service_type: ((inputs?: Form_Select_Service_TypeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Select_Service_TypeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Select_Service_TypeInputs = {};
