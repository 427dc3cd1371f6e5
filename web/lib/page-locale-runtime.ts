/**
 * Paraglide's runtime as the browser needs it. A page's language is fixed by its URL (`/kn/…`,
 * `/hi/…`, else English; switching language loads the other page), so the browser build
 * resolves shared/i18n/paraglide/runtime.js here (vite.config.ts): the generated runtime's
 * locale strategies (cookies, URL patterns, redirects) would cost 4 kB of JavaScript (gzip) on
 * every public page for nothing. Exports what the compiled messages and shared/i18n/locale.ts use.
 */
type Locale = 'en' | 'kn' | 'hi';

export const baseLocale: Locale = 'en';
export const locales = ['en', 'kn', 'hi'] as const;
export const experimentalStaticLocale: Locale | undefined = undefined;
export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'kn' || value === 'hi';

const prefix = typeof location === 'undefined' ? '' : /^\/(kn|hi)(?=\/|$)/.exec(location.pathname)?.[1];
const pageLocale: Locale = isLocale(prefix) ? prefix : baseLocale;
export const getLocale = (): Locale => pageLocale;
