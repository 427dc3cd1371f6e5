/**
* | output |
* | --- |
* | "Our helpline is open 24 hours a day, 7 days a week, 365 days a year." |
*
* @param {Services_Helpline_OpenInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_helpline_open: ((inputs?: Services_Helpline_OpenInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Helpline_OpenInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Services_Helpline_OpenInputs = {};
