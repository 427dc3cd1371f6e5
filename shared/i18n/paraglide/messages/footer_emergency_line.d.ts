/**
* | output |
* | --- |
* | "Emergency line: <tel>{phone}</tel>" |
*
* @param {Footer_Emergency_LineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_emergency_line: ((inputs: Footer_Emergency_LineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Emergency_LineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Emergency_LineInputs = {
    phone: NonNullable<unknown>;
};
