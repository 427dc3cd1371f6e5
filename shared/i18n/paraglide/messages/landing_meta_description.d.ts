/**
* | output |
* | --- |
* | "Need an ambulance near you in Bengaluru? Call or WhatsApp our 24x7 helpline: emergency, ICU and patient transfer ambulances with trained paramedics." |
*
* @param {Landing_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_meta_description: ((inputs?: Landing_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Meta_DescriptionInputs = {};
