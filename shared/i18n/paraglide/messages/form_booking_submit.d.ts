/**
* | output |
* | --- |
* | "Request Ambulance" |
*
* @param {Form_Booking_SubmitInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_submit: ((inputs?: Form_Booking_SubmitInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Booking_SubmitInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Booking_SubmitInputs = {};
