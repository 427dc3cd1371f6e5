/**
* | output |
* | --- |
* | "location {age}" |
*
* @param {Track_Position_LocationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_position_location: ((inputs: Track_Position_LocationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Position_LocationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Position_LocationInputs = {
    age: NonNullable<unknown>;
};
