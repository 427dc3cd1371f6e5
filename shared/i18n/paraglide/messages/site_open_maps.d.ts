/**
* | output |
* | --- |
* | "Open in Google Maps (new tab)" |
*
* @param {Site_Open_MapsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_open_maps: ((inputs?: Site_Open_MapsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Open_MapsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Open_MapsInputs = {};
