/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Validation_Label_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_destination: ((inputs?: Validation_Label_DestinationInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_DestinationInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Label_DestinationInputs = {};
