/**
* | output |
* | --- |
* | "Your request {reference} is with us." |
*
* @param {Receipt_Request_With_UsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_request_with_us: ((inputs: Receipt_Request_With_UsInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Request_With_UsInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Request_With_UsInputs = {
    reference: NonNullable<unknown>;
};
