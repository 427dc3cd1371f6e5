import { LOCALES, localizedPath } from './i18n/locale';
import { PATH_ALIASES, SERVICE_PATHS } from './routes';

/**
 * Every path the server renders when it starts (server/web/prerender.ts, which takes the list
 * from the renderer; the server's routes use it even when the renderer cannot load). Public
 * pages are also listed in the sitemap; /admin is prerendered only for its head tags (noindex).
 * The sign-in and crew screens have pages of their own (web/lean/screen-pages.tsx).
 */
export const PUBLIC_PATHS: string[] = [
  '/',
  '/privacy',
  '/terms',
  // About, landing, fleet, contact and helpline pages.
  '/about',
  '/ambulance-near-me',
  '/fleet',
  '/contact',
  '/ambulance-helpline-number-bangalore',
  // Services: the list and every service page.
  '/services',
  ...SERVICE_PATHS,
];

/** Other paths of a page already listed (not in the sitemap; canonical is the page's own). */
export const ALIAS_PATHS = Object.keys(PATH_ALIASES);

export const STAFF_PATHS = ['/admin'];

/**
 * The partner console (issue 37): an application of its own like the staff console, its page a
 * template the server fills (server/web/prerender.ts); paths below it render in the browser.
 */
export const PARTNER_PATH = '/partner';

/** Every public page in every language: '/fleet', '/kn/fleet', '/hi/fleet'… (issue 22). */
export const inEveryLanguage = (paths: readonly string[]): string[] => LOCALES.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));

/** Staff screens are English only. */
export const PRERENDER_PATHS = [...inEveryLanguage([...PUBLIC_PATHS, ...ALIAS_PATHS]), ...STAFF_PATHS];
/** The English paths: the sitemap lists each with its Kannada and Hindi versions. */
export const SITEMAP_PATHS = PUBLIC_PATHS;
