/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Language_SuggestionInputs */
/** @typedef {{}} Skip_LinkInputs */
export const language_label: (inputs: Language_LabelInputs) => LocalizedString;
export const language_suggestion: (inputs: Language_SuggestionInputs) => LocalizedString;
export const skip_link: (inputs: Skip_LinkInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_LabelInputs = {};
export type Language_SuggestionInputs = {};
export type Skip_LinkInputs = {};
