/**
* | output |
* | --- |
* | "Patient and family reviews" |
*
* @param {Home_Reviews_TrackInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_reviews_track: ((inputs?: Home_Reviews_TrackInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Reviews_TrackInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Reviews_TrackInputs = {};
