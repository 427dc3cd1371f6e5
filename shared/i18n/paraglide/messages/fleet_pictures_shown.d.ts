/**
* | output |
* | --- |
* | "{count} pictures shown" |
*
* @param {Fleet_Pictures_ShownInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_pictures_shown: ((inputs: Fleet_Pictures_ShownInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fleet_Pictures_ShownInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fleet_Pictures_ShownInputs = {
    count: NonNullable<unknown>;
};
