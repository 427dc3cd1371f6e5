/**
* | output |
* | --- |
* | "From emergencies to planned trips, we run {count} services: {list}. See <services>all our services</services>." |
*
* @param {About_What_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_what_text: ((inputs: About_What_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_What_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_What_TextInputs = {
    count: NonNullable<unknown>;
    list: NonNullable<unknown>;
};
