/**
* | output |
* | --- |
* | "Driver: {driver}." |
*
* @param {Msg_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_driver: ((inputs: Msg_DriverInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_DriverInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_DriverInputs = {
    driver: NonNullable<unknown>;
};
