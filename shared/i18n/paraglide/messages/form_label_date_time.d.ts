/**
* | output |
* | --- |
* | "Date & Time" |
*
* @param {Form_Label_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_date_time: ((inputs?: Form_Label_Date_TimeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Label_Date_TimeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Label_Date_TimeInputs = {};
