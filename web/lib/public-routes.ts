import { LOCALES, localizedPath } from '../../shared/i18n/locale';
import { PATH_ALIASES, SERVICE_PATHS } from '../../shared/routes';

/**
 * Every path the server renders to HTML at start-up (server/web/prerender.ts). Public pages are also listed in the
 * sitemap; /admin is prerendered only for its head tags (noindex). The sign-in and crew
 * screens have pages of their own (web/lean/screen-pages.tsx).
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

/** Every public page in every language: '/fleet', '/kn/fleet', '/hi/fleet'… (issue 22). */
export const inEveryLanguage = (paths: readonly string[]): string[] => LOCALES.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));

/** Staff screens are English only. */
export const PRERENDER_PATHS = [...inEveryLanguage([...PUBLIC_PATHS, ...ALIAS_PATHS]), ...STAFF_PATHS];
/** The English paths: the sitemap lists each with its Kannada and Hindi versions. */
export const SITEMAP_PATHS = PUBLIC_PATHS;
