/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Form_Call_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_call_phone: ((inputs: Form_Call_PhoneInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Call_PhoneInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Call_PhoneInputs = {
    phone: NonNullable<unknown>;
};
