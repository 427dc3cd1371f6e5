/**
 * Which of two readings of the dashboard's figures is the newer (issue 36): the first fetch,
 * the figures a process pushes, a refetch after a reconnect and a process's cached figures all
 * reach a screen in whatever order the network and the server's work give, and the last to
 * arrive is not always the last read. Each reading says what it read: `position`, the change
 * stream's head in the same statement's snapshot (every change up to it is in the figures, none
 * after it: positions follow commit order), and `computedAt`, when it was read (the same changes
 * read later: the time-based figures, and writes that no change event announced).
 */
export interface FiguresAsOf {
  position: number;
  computedAt: string;
}

/**
 * True when `a` was read from a later state of the database than `b`, or from the same one later
 * (`computedAt` is `toISOString()`'s UTC text, whose order is its time's).
 */
export const isNewerReading = (a: FiguresAsOf, b: FiguresAsOf): boolean =>
  a.position !== b.position ? a.position > b.position : a.computedAt > b.computedAt;

/** The newest of several readings (undefined and null ones skipped); the first of equals. */
export const newestReading = <T extends { asOf: FiguresAsOf }>(...readings: (T | null | undefined)[]): T | undefined =>
  readings.reduce<T | undefined>((newest, r) => (r && (!newest || isNewerReading(r.asOf, newest.asOf)) ? r : newest), undefined);
