/**
* | output |
* | --- |
* | "Page not found \| {business}" |
*
* @param {Error_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_found_title: ((inputs: Error_Not_Found_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_Found_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Not_Found_TitleInputs = {
    business: NonNullable<unknown>;
};
