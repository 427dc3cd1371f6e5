/**
* | output |
* | --- |
* | "See our whole fleet" |
*
* @param {Landing_Whole_FleetInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_whole_fleet: ((inputs?: Landing_Whole_FleetInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Whole_FleetInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Whole_FleetInputs = {};
