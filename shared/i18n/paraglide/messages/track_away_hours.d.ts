/**
* | output |
* | --- |
* | "About {hours} h away" |
*
* @param {Track_Away_HoursInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_away_hours: ((inputs: Track_Away_HoursInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Away_HoursInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Away_HoursInputs = {
    hours: NonNullable<unknown>;
};
