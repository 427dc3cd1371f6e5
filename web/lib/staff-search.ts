import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useState } from 'react';
import { BOOKING_STATUSES, type BookingStatus } from '../../shared/booking-values';
import { LIST_PAGE_MAX, MAX } from '../../shared/limits';
import { DEFAULT_MAP_LAYERS, MAP_LAYERS_PATTERN, MAP_VIEW } from '../../shared/map-view';
import { installStaffSearch } from './staff-search-gate';

/**
 * The map screens take the map's view rules from here, never from shared/map-view directly: one
 * importer keeps that module inside this chunk (a chunk of its own would be one more file in
 * the app's reach, public pages' included).
 */
export { MAP_VIEW } from '../../shared/map-view';

/**
 * What a person would bookmark on the staff screen lives in the URL (`/admin?tab=bookings&
 * status=pending&page=2`): reload, Back and a shared link keep it. The fields are the list
 * inputs the API validates (shared/schemas/booking's bookingListInput), each made forgiving: a
 * hand-edited or stale URL falls back to the default instead of an error screen. Defaults are
 * left out of the URL.
 */
export const STAFF_TABS = ['dashboard', 'bookings', 'scheduled', 'fleet', 'map', 'hospitals', 'fares', 'inquiries', 'reports', 'organisations', 'users'] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

export interface StaffSearch {
  tab?: StaffTab | undefined;
  page?: number | undefined;
  search?: string | undefined;
  status?: BookingStatus | undefined;
  /** The "Possible spam" view: public requests stored past a budget, kept apart from the lists. */
  spam?: boolean | undefined;
  /** The Reports tab: its range (yyyy-MM-dd), shift and source (shared/schemas/reports). */
  from?: string | undefined;
  to?: string | undefined;
  shift?: (typeof REPORT_SHIFTS)[number] | undefined;
  source?: (typeof REPORT_SOURCES)[number] | undefined;
  /** The Map tab's view (issue 20.4): centre, zoom and the layers shown (shared/fleet-positions). */
  lat?: number | undefined;
  lng?: number | undefined;
  zoom?: number | undefined;
  layers?: string | undefined;
}

const REPORT_SHIFTS = ['all', 'day', 'night'] as const;
const REPORT_SOURCES = ['all', 'website', 'staff'] as const;
const isoDay = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

const between = (min: number, max: number, integer = false) => (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value)) ? value : undefined;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => values.find((v) => v === value);

/**
 * Each field read as the API's list input reads it (the same bounds, from shared/limits), or
 * undefined. Written out rather than with zod: zod is about 25 kB (gzip) that the dashboard's
 * first screen would download for five URL fields. tests/unit/staff-search.test.ts holds these
 * to the zod schema.
 */
const FIELDS: { [Key in keyof StaffSearch]-?: (value: unknown) => StaffSearch[Key] } = {
  tab: (value) => oneOf(STAFF_TABS, value),
  page: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= LIST_PAGE_MAX ? value : undefined),
  search: (value) => {
    // The router reads `?search=98450` as a number; a search box means text.
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string') return undefined;
    const trimmed = text.trim();
    return trimmed.length <= MAX.search ? trimmed : undefined;
  },
  status: (value) => oneOf(BOOKING_STATUSES, value),
  spam: (value) => (typeof value === 'boolean' ? value : undefined),
  from: isoDay,
  to: isoDay,
  shift: (value) => oneOf(REPORT_SHIFTS, value),
  source: (value) => oneOf(REPORT_SOURCES, value),
  lat: between(-MAP_VIEW.maxLatitude, MAP_VIEW.maxLatitude),
  lng: between(-180, 180),
  zoom: between(MAP_VIEW.minZoom, MAP_VIEW.maxZoom, true),
  layers: (value) => (typeof value === 'string' && MAP_LAYERS_PATTERN.test(value) ? value : undefined),
};

/** The staff list's search params from the router's parsed query (fields it does not know are dropped). */
export function parseStaffSearch(raw: Record<string, unknown>): StaffSearch {
  return Object.fromEntries(
    Object.entries(FIELDS)
      .filter(([key]) => key in raw)
      .map(([key, read]) => [key, read(raw[key])]),
  );
}
installStaffSearch(parseStaffSearch);

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

/**
 * A control bound to a URL field that shows a change at once. The router commits a navigation
 * after the event, in a transition: a controlled checkbox or switch showed its old state until
 * then, so on a busy machine a click seemed not to take (seen in an e2e run: the map's layer box
 * still checked right after the click). A new URL value (Back, a link) replaces the shown one.
 */
export function useUrlField<T>(urlValue: T, commit: (value: T) => void): [T, (value: T) => void] {
  const [value, setValue] = useState(urlValue);
  const [shownUrlValue, setShownUrlValue] = useState(urlValue);
  if (!Object.is(shownUrlValue, urlValue)) {
    setShownUrlValue(urlValue);
    setValue(urlValue);
  }
  const change = (next: T) => {
    setValue(next);
    commit(next);
  };
  return [value, change];
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
    from: search.from,
    to: search.to,
    shift: search.shift === 'all' ? undefined : search.shift,
    source: search.source === 'all' ? undefined : search.source,
    lat: search.lat,
    lng: search.lng,
    zoom: search.zoom,
    layers: search.layers === DEFAULT_MAP_LAYERS ? undefined : search.layers,
  };
}
