/**
* | output |
* | --- |
* | "Thank you! Your request has been received." |
*
* @param {Receipt_Booking_ThanksInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_booking_thanks: ((inputs?: Receipt_Booking_ThanksInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Booking_ThanksInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Booking_ThanksInputs = {};
