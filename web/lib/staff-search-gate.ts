import type { StaffSearch } from './staff-search';

/**
 * The staff list's search params are read by lib/staff-search, by the rules of the shared list
 * inputs. Route options ship with the app chunk every public page loads, and staff code must
 * stay out of it, so the route validates through this gate and the staff chunk installs the
 * reader when it loads (the console route's beforeLoad loads it, then matches the URL again).
 * Until then nothing is read from the URL: the screen's defaults.
 */
type Validate = (raw: Record<string, unknown>) => StaffSearch;

let installed: Validate | null = null;

export function installStaffSearch(validate: Validate): void {
  installed = validate;
}

export function staffSearchInstalled(): boolean {
  return installed !== null;
}

/** TanStack Router's validateSearch for /admin; its parameter type is what links may pass. */
export function validateStaffSearch(raw: Partial<StaffSearch>): StaffSearch {
  return installed ? installed(raw) : {};
}
