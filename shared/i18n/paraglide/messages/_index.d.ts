export * from "./skip_link.js";
export type LocalizedString = import("../runtime.js").LocalizedString;
