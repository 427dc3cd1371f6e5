/**
* | output |
* | --- |
* | "Our 24x7 ambulance helpline for Bengaluru: the number to call, when to call it, what to tell the call-taker, and how to reach us on WhatsApp." |
*
* @param {Helpline_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_meta_description: ((inputs?: Helpline_Meta_DescriptionInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Meta_DescriptionInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Meta_DescriptionInputs = {};
