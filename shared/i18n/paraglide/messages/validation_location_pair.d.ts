/**
* | output |
* | --- |
* | "A location needs both latitude and longitude" |
*
* @param {Validation_Location_PairInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_location_pair: ((inputs?: Validation_Location_PairInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Location_PairInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Location_PairInputs = {};
