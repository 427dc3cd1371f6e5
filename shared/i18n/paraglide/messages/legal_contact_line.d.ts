/**
* | output |
* | --- |
* | "{business}, {street}, {locality}, {city} {postal}. Phone <tel>{phone}</tel>, e-mail <mail>{email}</mail>." |
*
* @param {Legal_Contact_LineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_contact_line: ((inputs: Legal_Contact_LineInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Contact_LineInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Contact_LineInputs = {
    business: NonNullable<unknown>;
    street: NonNullable<unknown>;
    locality: NonNullable<unknown>;
    city: NonNullable<unknown>;
    postal: NonNullable<unknown>;
    phone: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
