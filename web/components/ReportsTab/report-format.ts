/** How the Reports tab shows its figures: the tables, the charts' tooltips and data attributes alike. */

/** Seconds as minutes:seconds, or '–' when there is no figure. */
export const minutesShown = (seconds: number | null) => (seconds === null ? '–' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);

/** A share as a percentage with one decimal, or '–' when there is none. */
export const percentShown = (share: number | null) => (share === null ? '–' : `${Math.round(share * 1000) / 10}%`);

/** Hours with one decimal. */
export const hoursShown = (hours: number) => hours.toFixed(1);
