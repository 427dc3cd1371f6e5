/**
* | output |
* | --- |
* | "Vehicle {number}" |
*
* @param {Track_VehicleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_vehicle: ((inputs: Track_VehicleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_VehicleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_VehicleInputs = {
    number: NonNullable<unknown>;
};
