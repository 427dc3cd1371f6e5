/**
* | output |
* | --- |
* | "Answered 24 hours a day, 7 days a week, 365 days a year: for emergencies and for bookings." |
*
* @param {Helpline_LeadInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_lead: ((inputs?: Helpline_LeadInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_LeadInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_LeadInputs = {};
