/**
* | output |
* | --- |
* | "Learn more about {title}" |
*
* @param {Landing_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_learn_more: ((inputs: Landing_Learn_MoreInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Learn_MoreInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Learn_MoreInputs = {
    title: NonNullable<unknown>;
};
