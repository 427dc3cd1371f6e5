/**
* | output |
* | --- |
* | "Our ambulances" |
*
* @param {Home_Slider_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slider_label: ((inputs?: Home_Slider_LabelInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slider_LabelInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Slider_LabelInputs = {};
