/**
* | output |
* | --- |
* | "Rated {rating} out of 5" |
*
* @param {Site_RatedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_rated: ((inputs: Site_RatedInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_RatedInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_RatedInputs = {
    rating: NonNullable<unknown>;
};
