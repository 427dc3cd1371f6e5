/**
* | output |
* | --- |
* | "We already received a request with this form (reference {reference}) and other details. Send again to make it a new request, or call us to change the first one." |
*
* @param {Site_Refused_Other_DetailsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_refused_other_details: ((inputs: Site_Refused_Other_DetailsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Refused_Other_DetailsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Refused_Other_DetailsInputs = {
    reference: NonNullable<unknown>;
};
