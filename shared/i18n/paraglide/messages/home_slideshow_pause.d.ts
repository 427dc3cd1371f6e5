/**
* | output |
* | --- |
* | "Pause slideshow" |
*
* @param {Home_Slideshow_PauseInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slideshow_pause: ((inputs?: Home_Slideshow_PauseInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slideshow_PauseInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Slideshow_PauseInputs = {};
