/**
* | output |
* | --- |
* | "Pickup Address" |
*
* @param {Form_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_pickup_address: ((inputs?: Form_Label_Pickup_AddressInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Pickup_AddressInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Label_Pickup_AddressInputs = {};
