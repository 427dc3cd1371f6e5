export * from "./language_label.js";
export * from "./language_suggestion.js";
export * from "./skip_link.js";
export type LocalizedString = import("../runtime.js").LocalizedString;
