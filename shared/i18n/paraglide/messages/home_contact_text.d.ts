/**
* | output |
* | --- |
* | "For an emergency, call <tel>{phone}</tel> now. For a planned trip, send a request below." |
*
* @param {Home_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_contact_text: ((inputs: Home_Contact_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Contact_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Contact_TextInputs = {
    phone: NonNullable<unknown>;
};
