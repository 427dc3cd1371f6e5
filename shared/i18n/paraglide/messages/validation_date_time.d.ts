/**
* | output |
* | --- |
* | "Choose a date and time from now on (within a year)" |
*
* @param {Validation_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_date_time: ((inputs?: Validation_Date_TimeInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Date_TimeInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Validation_Date_TimeInputs = {};
