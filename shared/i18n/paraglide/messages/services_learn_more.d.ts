/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Services_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_learn_more: ((inputs?: Services_Learn_MoreInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Learn_MoreInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Services_Learn_MoreInputs = {};
