/**
* | output |
* | --- |
* | "From emergencies to planned transfers: the right vehicle and crew for every need, 24x7." |
*
* @param {Home_Services_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_services_text: ((inputs?: Home_Services_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Services_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Services_TextInputs = {};
