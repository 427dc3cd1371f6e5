/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, from ICU to mortuary ambulances: every one sanitized, 100% GPS tracked and ready 24x7 across Bengal..." |
*
* @param {Fleet_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_hero_text: ((inputs: Fleet_Hero_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Hero_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Hero_TextInputs = {
    ambulances: NonNullable<unknown>;
    vehicles: NonNullable<unknown>;
};
