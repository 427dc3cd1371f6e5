/**
* | output |
* | --- |
* | "booking {reference}" |
*
* @param {Track_Title_BookingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const track_title_booking: ((inputs: Track_Title_BookingInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Title_BookingInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Title_BookingInputs = {
    reference: NonNullable<unknown>;
};
