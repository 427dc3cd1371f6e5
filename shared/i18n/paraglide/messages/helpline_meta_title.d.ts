/**
* | output |
* | --- |
* | "Ambulance Helpline Number Bengaluru \| 24x7 Emergency Line" |
*
* @param {Helpline_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_meta_title: ((inputs?: Helpline_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Helpline_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Helpline_Meta_TitleInputs = {};
