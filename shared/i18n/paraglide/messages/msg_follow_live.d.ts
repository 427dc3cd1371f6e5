/**
* | output |
* | --- |
* | "Follow it live: {url}" |
*
* @param {Msg_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_follow_live: ((inputs: Msg_Follow_LiveInputs, options?: {
    locale?: "en" | "kn" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Msg_Follow_LiveInputs, {
    locale?: "en" | "kn" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Msg_Follow_LiveInputs = {
    url: NonNullable<unknown>;
};
