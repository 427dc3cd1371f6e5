/**
* | output |
* | --- |
* | "In an emergency, do not wait for a reply to a form: call our 24x7 helpline on <tel>{phone}</tel>." |
*
* @param {Legal_Terms_EmergencyInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_emergency: ((inputs: Legal_Terms_EmergencyInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_EmergencyInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Terms_EmergencyInputs = {
    phone: NonNullable<unknown>;
};
