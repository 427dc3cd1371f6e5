/**
* | output |
* | --- |
* | "We are receiving too many requests from your connection, so this one was not sent. For an ambulance now, call our 24x7 helpline on {phone}, or try again in {..." |
*
* @param {Site_Refused_Flood_OneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_refused_flood_one: ((inputs: Site_Refused_Flood_OneInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Refused_Flood_OneInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Refused_Flood_OneInputs = {
    phone: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
