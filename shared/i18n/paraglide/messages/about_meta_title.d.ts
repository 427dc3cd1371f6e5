/**
* | output |
* | --- |
* | "Ambulance Service Near Me \| About {business}" |
*
* @param {About_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_meta_title: ((inputs: About_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Meta_TitleInputs = {
    business: NonNullable<unknown>;
};
