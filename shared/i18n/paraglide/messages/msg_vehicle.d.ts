/**
* | output |
* | --- |
* | "Ambulance: {vehicle}." |
*
* @param {Msg_VehicleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_vehicle: ((inputs: Msg_VehicleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_VehicleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_VehicleInputs = {
    vehicle: NonNullable<unknown>;
};
