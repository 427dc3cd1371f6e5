/**
* | output |
* | --- |
* | "updated {seconds} s ago" |
*
* @param {Track_Updated_SecondsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_updated_seconds: ((inputs: Track_Updated_SecondsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Updated_SecondsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Updated_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
