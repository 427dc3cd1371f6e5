/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Nav_CallInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_call: ((inputs: Nav_CallInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_CallInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_CallInputs = {
    phone: NonNullable<unknown>;
};
