/**
* | output |
* | --- |
* | "Contact Us \| {business}, 24x7 Ambulance Booking" |
*
* @param {Contact_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_meta_title: ((inputs: Contact_Meta_TitleInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Meta_TitleInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Meta_TitleInputs = {
    business: NonNullable<unknown>;
};
