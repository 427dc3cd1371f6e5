/**
* | output |
* | --- |
* | "Call {driver}" |
*
* @param {Track_Call_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_call_driver: ((inputs: Track_Call_DriverInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Call_DriverInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Call_DriverInputs = {
    driver: NonNullable<unknown>;
};
