/**
* | output |
* | --- |
* | "Hours: {hours}" |
*
* @param {Footer_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_hours: ((inputs: Footer_HoursInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_HoursInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_HoursInputs = {
    hours: NonNullable<unknown>;
};
