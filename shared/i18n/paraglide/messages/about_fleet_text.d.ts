/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, from basic life support to ICU, cardiac and mortuary ambulances. The whole fleet is sanitized and {..." |
*
* @param {About_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_fleet_text: ((inputs: About_Fleet_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Fleet_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Fleet_TextInputs = {
    ambulances: NonNullable<unknown>;
    vehicles: NonNullable<unknown>;
    gps: NonNullable<unknown>;
};
