/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, every one sanitized and GPS tracked. Choose a category, and select a picture to enlarge it." |
*
* @param {Home_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_fleet_text: ((inputs: Home_Fleet_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Fleet_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Fleet_TextInputs = {
    ambulances: NonNullable<unknown>;
    vehicles: NonNullable<unknown>;
};
