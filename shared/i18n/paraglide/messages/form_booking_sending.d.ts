/**
* | output |
* | --- |
* | "Sending request…" |
*
* @param {Form_Booking_SendingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_sending: ((inputs?: Form_Booking_SendingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Booking_SendingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Booking_SendingInputs = {};
