/**
* | output |
* | --- |
* | "<strong>Operating hours: {short}.</strong> {long}, holidays included. Our <helpline>ambulance helpline number</helpline> is always answered." |
*
* @param {Contact_Hours_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_hours_text: ((inputs: Contact_Hours_TextInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Hours_TextInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Hours_TextInputs = {
    short: NonNullable<unknown>;
    long: NonNullable<unknown>;
};
