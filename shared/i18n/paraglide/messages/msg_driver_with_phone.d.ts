/**
* | output |
* | --- |
* | "Driver: {driver}, {phone}." |
*
* @param {Msg_Driver_With_PhoneInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_driver_with_phone: ((inputs: Msg_Driver_With_PhoneInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_Driver_With_PhoneInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_Driver_With_PhoneInputs = {
    driver: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
