/**
 * Which language a visitor reads the public pages in (issue 22). Crawlable URLs always answer
 * their own language: `Accept-Language` never redirects, it only adds a one-line suggestion of
 * the visitor's language. A language the visitor chose (they moved to it on the site: the
 * switcher, the suggestion) is remembered in a cookie, and bringing them from outside the site
 * (a bookmark, a typed address, a search result) to an English page takes them to their language.
 */
import Negotiator from 'negotiator';
import { BASE_LOCALE, isLocale, LOCALE_TAGS, LOCALES, localizedPath, type Locale } from '../../shared/i18n/locale';
import { language_suggestion } from '../../shared/i18n/paraglide/messages.js';

export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 86_400;

export interface PageVisit {
  /** The page's language and its path without the language prefix. */
  locale: Locale;
  path: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  /** Sec-Fetch-Site: 'same-origin' for a move within the site, 'none' or 'cross-site' from outside. */
  fetchSite: string | undefined;
}

export type LanguageDecision =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; setCookie: string | null; suggestion: Locale | null };

/** The visitor's first language we have, by their browser's Accept-Language (null when none). */
export function browserLanguage(acceptLanguage: string | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const tags = LOCALES.flatMap((locale) => [locale, LOCALE_TAGS[locale]]);
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(tags);
  const language = best?.slice(0, 2);
  return isLocale(language) ? language : null;
}

export function decideLanguage(visit: PageVisit): LanguageDecision {
  const chosen = isLocale(visit.cookie) ? visit.cookie : null;
  const fromOutside = visit.fetchSite === 'none' || visit.fetchSite === 'cross-site';
  if (fromOutside && chosen && chosen !== BASE_LOCALE && visit.locale === BASE_LOCALE) {
    return { kind: 'redirect', location: localizedPath(visit.path, chosen) };
  }
  // Moving within the site to another language is a choice (every link keeps the language
  // except the switcher's and the suggestion's).
  const setCookie = visit.fetchSite === 'same-origin' && chosen !== visit.locale ? languageCookie(visit.locale) : null;
  const preferred = chosen ?? (setCookie ? visit.locale : browserLanguage(visit.acceptLanguage));
  return { kind: 'page', setCookie, suggestion: preferred && preferred !== visit.locale ? preferred : null };
}

export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** The one line above the page: a link to its version in the visitor's language, in that language. */
export function suggestionHtml(path: string, locale: Locale): string {
  const tag = LOCALE_TAGS[locale];
  const href = localizedPath(path, locale);
  return `<p class="language-suggestion" lang="${tag}"><a href="${href}" hreflang="${tag}">${language_suggestion({}, { locale })}</a></p>`;
}
