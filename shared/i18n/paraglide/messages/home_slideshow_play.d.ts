/**
* | output |
* | --- |
* | "Play slideshow" |
*
* @param {Home_Slideshow_PlayInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_slideshow_play: ((inputs?: Home_Slideshow_PlayInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Slideshow_PlayInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Slideshow_PlayInputs = {};
