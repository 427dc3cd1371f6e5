/**
* | output |
* | --- |
* | "Call our 24x7 helpline on <tel>{phone}</tel> (<helpline>more about the helpline</helpline>), find an <near>ambulance near you</near>, or <contact>contact us<..." |
*
* @param {About_Reach_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_reach_text: ((inputs: About_Reach_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Reach_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Reach_TextInputs = {
    phone: NonNullable<unknown>;
};
