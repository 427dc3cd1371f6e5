/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
export * from './language_label.js'
export * from './language_suggestion.js'
export * from './skip_link.js'