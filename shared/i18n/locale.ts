/**
 * The languages families read (issue 22): English at `/`, Kannada at `/kn/…`, Hindi at `/hi/…`.
 * Staff screens stay English. Messages are Paraglide's (messages/*.json compiled to
 * shared/i18n/paraglide by `npm run i18n`); long page content is chosen per language at
 * prerender (shared/content), so no page text ships as JavaScript.
 */
import { baseLocale, getLocale, isLocale, locales, type Locale } from './paraglide/runtime.js';

export { getLocale, isLocale, type Locale };
export const LOCALES: readonly Locale[] = locales;
export const BASE_LOCALE: Locale = baseLocale;

/** Each language's name in its own script (the switcher and the suggestion line). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' };

/** `<html lang>` and `hreflang`: the language as written in India. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', kn: 'kn-IN', hi: 'hi-IN' };

/** Open Graph's `og:locale` (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_IN', kn: 'kn_IN', hi: 'hi_IN' };

/** Paths that are English only, whatever the page linking to them: staff screens and server routes. */
const ENGLISH_ONLY = /^\/(admin|auth|crew|track|forms|trpc)(\/|$)/;

/** Whether a site path has versions in every language (the public pages). */
export const hasLanguageVersions = (path: string): boolean => !ENGLISH_ONLY.test(path);

/** The path prefix of a language: '' for English, '/kn' and '/hi'. */
export const localePrefix = (locale: Locale): string => (locale === BASE_LOCALE ? '' : `/${locale}`);

/** A site path in a language: ('/contact', 'kn') -> '/kn/contact'; ('/', 'hi') -> '/hi'. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix || !hasLanguageVersions(path)) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language of a URL path and the path without its prefix: '/kn/contact' -> kn, '/contact'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(kn|hi)(?=\/|$)(.*)$/.exec(pathname);
  if (!match || !isLocale(match[1])) return { locale: BASE_LOCALE, path: pathname };
  return { locale: match[1], path: match[2] || '/' };
}

/** A value given for every language, picked for one (content chosen at prerender). */
export type PerLocale<T> = Record<Locale, T>;
export const inLocale = <T>(values: PerLocale<T>, locale: Locale = getLocale()): T => values[locale];
