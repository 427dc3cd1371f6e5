/**
* | output |
* | --- |
* | "Rated {value} out of {best} from {count} reviews" |
*
* @param {Home_RatingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_rating: ((inputs: Home_RatingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_RatingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_RatingInputs = {
    value: NonNullable<unknown>;
    best: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
