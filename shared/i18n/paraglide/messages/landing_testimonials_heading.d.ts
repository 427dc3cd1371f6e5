/**
* | output |
* | --- |
* | "What Our Patients Say" |
*
* @param {Landing_Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_testimonials_heading: ((inputs?: Landing_Testimonials_HeadingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Landing_Testimonials_HeadingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Landing_Testimonials_HeadingInputs = {};
