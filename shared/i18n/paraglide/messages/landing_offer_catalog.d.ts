/**
* | output |
* | --- |
* | "Ambulance services" |
*
* @param {Landing_Offer_CatalogInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_offer_catalog: ((inputs?: Landing_Offer_CatalogInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Offer_CatalogInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Offer_CatalogInputs = {};
