/**
* | output |
* | --- |
* | "Request an Ambulance" |
*
* @param {Form_Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_booking_title: ((inputs?: Form_Booking_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Booking_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Booking_TitleInputs = {};
