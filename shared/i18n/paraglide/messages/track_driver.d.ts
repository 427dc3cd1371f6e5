/**
* | output |
* | --- |
* | "driver {driver}" |
*
* @param {Track_DriverInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_driver: ((inputs: Track_DriverInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_DriverInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_DriverInputs = {
    driver: NonNullable<unknown>;
};
