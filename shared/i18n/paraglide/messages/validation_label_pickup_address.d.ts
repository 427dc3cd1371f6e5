/**
* | output |
* | --- |
* | "Pickup address" |
*
* @param {Validation_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_pickup_address: ((inputs?: Validation_Label_Pickup_AddressInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Label_Pickup_AddressInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Label_Pickup_AddressInputs = {};
