/**
* | output |
* | --- |
* | "Email: <mail>{email}</mail>" |
*
* @param {Footer_EmailInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_email: ((inputs: Footer_EmailInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_EmailInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_EmailInputs = {
    email: NonNullable<unknown>;
};
