/**
* | output |
* | --- |
* | "We will send you the ambulance and driver details shortly." |
*
* @param {Msg_Vehicle_To_ComeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_vehicle_to_come: ((inputs?: Msg_Vehicle_To_ComeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_Vehicle_To_ComeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_Vehicle_To_ComeInputs = {};
