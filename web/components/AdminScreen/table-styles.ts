/** For table cells with a badge or a date: a squeezed badge would truncate its label. */
export const NO_WRAP = { whiteSpace: 'nowrap' } as const;
