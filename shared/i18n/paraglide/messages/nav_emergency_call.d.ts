/**
* | output |
* | --- |
* | "Emergency Call: {phone}" |
*
* @param {Nav_Emergency_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_emergency_call: ((inputs: Nav_Emergency_CallInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Emergency_CallInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Emergency_CallInputs = {
    phone: NonNullable<unknown>;
};
