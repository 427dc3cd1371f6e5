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

/** True when `a` was read from a later state of the database than `b`, or from the same one later. */
export function isNewerReading(a: FiguresAsOf, b: FiguresAsOf): boolean {
  if (a.position !== b.position) return a.position > b.position;
  return Date.parse(a.computedAt) > Date.parse(b.computedAt);
}

/** The newest of several readings (undefined and null ones skipped); the first of equals. */
export function newestReading<T extends { asOf: FiguresAsOf }>(...readings: (T | null | undefined)[]): T | undefined {
  let newest: T | undefined;
  for (const reading of readings) if (reading && (!newest || isNewerReading(reading.asOf, newest.asOf))) newest = reading;
  return newest;
}
