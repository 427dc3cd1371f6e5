/**
* | output |
* | --- |
* | "Call Now: {phone}" |
*
* @param {Site_Call_NowInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_call_now: ((inputs: Site_Call_NowInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Call_NowInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Call_NowInputs = {
    phone: NonNullable<unknown>;
};
