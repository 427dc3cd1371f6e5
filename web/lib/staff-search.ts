import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useState } from 'react';
import { z } from 'zod';
import { bookingListInput } from '../../shared/schemas/booking';
import { installStaffSearch } from './staff-search-gate';

/**
 * What a person would bookmark on the staff screen lives in the URL (`/admin?tab=bookings&
 * status=pending&page=2`): reload, Back and a shared link keep it. The fields are the list
 * inputs the API validates (shared/schemas), each made forgiving: a hand-edited or stale URL
 * falls back to the default instead of an error screen. Defaults are left out of the URL.
 */
export const STAFF_TABS = ['dashboard', 'bookings', 'fleet', 'inquiries', 'users'] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

/** The router reads `?search=98450` as a number; a search box means text. */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

export const staffSearchSchema = z.object({
  tab: z.enum(STAFF_TABS).optional().catch(undefined),
  page: bookingListInput.shape.page.unwrap().optional().catch(undefined),
  search: z.preprocess(asText, bookingListInput.shape.search).catch(undefined),
  status: bookingListInput.shape.status.catch(undefined),
  /** The "Possible spam" view: public requests stored past a budget, kept apart from the lists. */
  spam: bookingListInput.shape.possibleSpam.unwrap().optional().catch(undefined),
});
export type StaffSearch = z.output<typeof staffSearchSchema>;
installStaffSearch((raw) => staffSearchSchema.parse(raw));

/**
 * A search box bound to the URL's `search`: the box answers each key at once, the URL (and so
 * the query) follows 300 ms after typing stops, replacing the history entry rather than adding
 * one per key. Back to an earlier URL puts its text back in the box.
 */
export function useUrlSearchBox(urlValue: string | undefined, commit: (value: string | undefined) => void) {
  const [text, setText] = useState(urlValue ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  // A new URL value (Back, a link) replaces the box's text, adjusted while rendering.
  const [shownUrlValue, setShownUrlValue] = useState(urlValue);
  if (shownUrlValue !== urlValue) {
    setShownUrlValue(urlValue);
    if (text.trim() !== (urlValue ?? '')) setText(urlValue ?? '');
  }
  // Only a change of the typed text commits; a URL change alone never writes back.
  const commitTyped = useEffectEvent((value: string | undefined) => {
    if (value !== urlValue) commit(value);
  });
  useEffect(() => commitTyped(debounced || undefined), [debounced]);
  return { text, setText };
}

/** The staff list screen's URL state, and a way to change part of it. */
export function useStaffSearch() {
  const search = useSearch({ from: '/_console/_staff/admin/' });
  const navigate = useNavigate();
  /** Filters and pages add a history entry (Back undoes them); typing replaces the entry. */
  const update = (patch: Partial<StaffSearch>, options: { replace?: boolean } = {}) =>
    navigate({ to: '/admin', search: (previous) => withoutDefaults({ ...previous, ...patch }), replace: options.replace });
  /** A new search or filter starts again at page 1. */
  const filter = (patch: Partial<StaffSearch>, options: { replace?: boolean } = {}) => update({ ...patch, page: undefined }, options);
  return { search, update, filter };
}

function withoutDefaults(search: StaffSearch): StaffSearch {
  return {
    tab: search.tab === 'dashboard' ? undefined : search.tab,
    page: search.page === 1 ? undefined : search.page,
    search: search.search || undefined,
    status: search.status,
    spam: search.spam || undefined,
  };
}
