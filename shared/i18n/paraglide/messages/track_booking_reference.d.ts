/**
* | output |
* | --- |
* | "Booking {reference}" |
*
* @param {Track_Booking_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_booking_reference: ((inputs: Track_Booking_ReferenceInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Booking_ReferenceInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Booking_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
