import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocale } from '../../shared/i18n/locale';
import { browserLanguage, decideLanguage, suggestionHtml, type PageVisit } from '../../server/web/language';

describe('language paths', () => {
  it('puts the prefix on public pages only, and takes it off again', () => {
    expect(localizedPath('/', 'kn')).toBe('/kn');
    expect(localizedPath('/services/cardiac', 'hi')).toBe('/hi/services/cardiac');
    expect(localizedPath('/contact', 'en')).toBe('/contact');
    for (const englishOnly of ['/admin', '/auth', '/crew', '/track/abc', '/forms/booking']) expect(localizedPath(englishOnly, 'kn')).toBe(englishOnly);
    expect(splitLocale('/kn')).toEqual({ locale: 'kn', path: '/' });
    expect(splitLocale('/hi/services/air')).toEqual({ locale: 'hi', path: '/services/air' });
    // Only a whole first segment is a language.
    expect(splitLocale('/knowledge')).toEqual({ locale: 'en', path: '/knowledge' });
    expect(splitLocale('/fleet')).toEqual({ locale: 'en', path: '/fleet' });
  });
});

describe("the browser's language", () => {
  it('is the first of ours by preference, region or not', () => {
    expect(browserLanguage('kn-IN,kn;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('kn');
    expect(browserLanguage('hi')).toBe('hi');
    expect(browserLanguage('en-GB,en;q=0.9,hi;q=0.5')).toBe('en');
    expect(browserLanguage('ta-IN,ta;q=0.9,hi;q=0.4')).toBe('hi');
    expect(browserLanguage('fr-FR')).toBeNull();
    expect(browserLanguage(undefined)).toBeNull();
  });
});

describe('which page a visit gets', () => {
  const visit = (over: Partial<PageVisit>): PageVisit => ({ locale: 'en', path: '/fleet', cookie: undefined, acceptLanguage: undefined, fetchSite: 'none', ...over });

  it('never redirects by Accept-Language: it suggests the other page in one line', () => {
    expect(decideLanguage(visit({ acceptLanguage: 'kn-IN' }))).toEqual({ kind: 'page', setCookie: null, suggestion: 'kn' });
    expect(decideLanguage(visit({ locale: 'hi', acceptLanguage: 'hi' }))).toEqual({ kind: 'page', setCookie: null, suggestion: null });
    expect(decideLanguage(visit({ locale: 'kn', acceptLanguage: 'en-US' }))).toEqual({ kind: 'page', setCookie: null, suggestion: 'en' });
  });

  it('remembers a move to another language within the site, and then suggests nothing', () => {
    expect(decideLanguage(visit({ locale: 'kn', fetchSite: 'same-origin', acceptLanguage: 'en' }))).toEqual({
      kind: 'page',
      setCookie: 'lang=kn; Path=/; Max-Age=31536000; SameSite=Lax',
      suggestion: null,
    });
    expect(decideLanguage(visit({ locale: 'kn', fetchSite: 'same-origin', cookie: 'kn' }))).toEqual({ kind: 'page', setCookie: null, suggestion: null });
  });

  it('takes a visitor who chose Kannada or Hindi from outside the site to that version of an English page', () => {
    expect(decideLanguage(visit({ cookie: 'kn', fetchSite: 'none' }))).toEqual({ kind: 'redirect', location: '/kn/fleet' });
    expect(decideLanguage(visit({ cookie: 'hi', fetchSite: 'cross-site', path: '/' }))).toEqual({ kind: 'redirect', location: '/hi' });
    // Within the site (the switcher to English) and with no Sec-Fetch-Site, no redirect.
    expect(decideLanguage(visit({ cookie: 'kn', fetchSite: 'same-origin' })).kind).toBe('page');
    expect(decideLanguage(visit({ cookie: 'kn', fetchSite: undefined }))).toEqual({ kind: 'page', setCookie: null, suggestion: 'kn' });
    // A page in another language is never redirected: the chosen one is suggested.
    expect(decideLanguage(visit({ locale: 'hi', cookie: 'kn', fetchSite: 'cross-site' }))).toEqual({ kind: 'page', setCookie: null, suggestion: 'kn' });
    // A cookie that is not a language is ignored.
    expect(decideLanguage(visit({ cookie: 'xx' }))).toEqual({ kind: 'page', setCookie: null, suggestion: null });
  });

  it('writes the suggestion in the suggested language, linking to that version', () => {
    expect(suggestionHtml('/contact', 'hi')).toBe('<p class="language-suggestion" lang="hi-IN"><a href="/hi/contact" hreflang="hi-IN">यह पेज हिन्दी में भी है</a></p>');
    expect(suggestionHtml('/', 'en')).toContain('href="/" hreflang="en-IN">This page is also in English</a>');
  });
});
