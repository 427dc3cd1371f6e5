/**
* | output |
* | --- |
* | "updated {minutes} min ago" |
*
* @param {Track_Updated_MinutesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updated_minutes: ((inputs: Track_Updated_MinutesInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Updated_MinutesInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Updated_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
