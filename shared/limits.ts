/**
 * Bounds the API's validators (schemas/) enforce, apart from zod so the browser can apply them
 * without downloading a validator (the staff screen's URL state, web/lib/staff-search).
 */

/** Upper bounds on free text so one request cannot fill the database. */
export const MAX = {
  name: 100,
  email: 254,
  phone: 20,
  location: 300,
  notes: 2000,
  message: 5000,
  /** Longer is refused (never truncated): argon2 time grows with it. */
  password: 128,
  search: 100,
} as const;

/** The highest page number a list accepts. */
export const LIST_PAGE_MAX = 100_000;
