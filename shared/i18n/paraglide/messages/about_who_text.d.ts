/**
* | output |
* | --- |
* | "We are a private ambulance provider based in {locality}, {city}. Since 2015 we have answered calls from patients, families, hospitals, companies and event or..." |
*
* @param {About_Who_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_who_text: ((inputs: About_Who_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Who_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Who_TextInputs = {
    locality: NonNullable<unknown>;
    city: NonNullable<unknown>;
    families: NonNullable<unknown>;
    lives: NonNullable<unknown>;
};
