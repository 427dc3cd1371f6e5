/**
 * The public pages in Kannada and Hindi (issue 22): every text of the page content
 * (shared/content) and of the pages' messages is filled in both languages, shaped like the
 * English, written in the language's script, and not left in English (numbers, names and
 * brand words excepted).
 */
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import hi from '../../messages/hi.json';
import kn from '../../messages/kn.json';
import { CALLBACK_PROMISE } from '../../shared/booking-options';
import { FLEET } from '../../shared/content/fleet';
import { HOME, placeIn, statsIn } from '../../shared/content/home';
import { LANDING, landingTestimonialsIn } from '../../shared/content/landing';
import { relativeDateIn, relativeDateToDays } from '../../shared/content/relative-date';
import { TESTIMONIALS_CONTENT, TESTIMONIALS_NEWEST_FIRST, testimonialsIn } from '../../shared/content/testimonials';
import { m } from '../../shared/i18n/paraglide/messages.js';

type Translated = 'kn' | 'hi';
const LANGUAGES: readonly Translated[] = ['kn', 'hi'];
const SCRIPT: Record<Translated, RegExp> = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/ };

/** Texts the same in every language: figures ("1000+", "100%") and the word ICU. */
const SHARED = /^(?:[\d\s.,+%/x·-]+|ICU)$/;

/**
 * Every string of a translation with its path and the English beside it (the walk follows the
 * translation's fields: the English objects carry more, such as icons and ids; tsc makes sure
 * no field of the shape is missing).
 */
function pairs(english: unknown, translated: unknown, path = ''): { path: string; en: string; text: unknown }[] {
  if (typeof english === 'string') return [{ path, en: english, text: translated }];
  if (Array.isArray(english)) {
    expect(Array.isArray(translated), `${path} is a list`).toBe(true);
    expect((translated as unknown[]).length, `${path} has as many entries as the English`).toBe(english.length);
    return english.flatMap((item, i) => pairs(item, (translated as unknown[])[i], `${path}[${i}]`));
  }
  if (english && typeof english === 'object') {
    expect(translated && typeof translated === 'object', `${path} is an object`).toBe(true);
    return Object.entries(translated as Record<string, unknown>).flatMap(([key, value]) => {
      expect(english, `${path}.${key} is in the English`).toHaveProperty([key]);
      return pairs((english as Record<string, unknown>)[key], value, `${path}.${key}`);
    });
  }
  return [];
}

function expectTranslated(path: string, english: string, text: unknown, locale: Translated) {
  expect(typeof text, `${locale} ${path}`).toBe('string');
  const value = (text as string).trim();
  expect(value, `${locale} ${path} is empty`).not.toBe('');
  if (SHARED.test(english)) return;
  expect(value, `${locale} ${path} is the English`).not.toBe(english);
  expect(value, `${locale} ${path} is not in its script: ${value}`).toMatch(SCRIPT[locale]);
}

const CONTENT = {
  home: HOME,
  landing: LANDING,
  fleet: FLEET,
  testimonials: TESTIMONIALS_CONTENT,
};

describe('page content in Kannada and Hindi', () => {
  for (const [name, content] of Object.entries(CONTENT)) {
    for (const locale of LANGUAGES) {
      it(`${name}: every ${locale} text is filled, translated and in its script`, () => {
        // Place names for running text: English has none to give (the names are English).
        const { places: _places, ...translated } = content[locale] as unknown as Record<string, unknown>;
        const found = pairs(content.en, translated);
        expect(found.length).toBeGreaterThan(5);
        for (const { path, en: text, text: translated } of found) expectTranslated(`${name}${path}`, text, translated, locale);
      });
    }
  }

  it('the figures keep their digits, and the rating and names stay', () => {
    for (const locale of LANGUAGES) {
      const stats = statsIn(locale);
      const english = statsIn('en');
      for (const id of Object.keys(english) as (keyof typeof english)[]) {
        expect(stats[id].icon).toBe(english[id].icon);
        expect(stats[id].number.replace(/\D/g, '')).toBe(english[id].number.replace(/\D/g, ''));
      }
      expect(landingTestimonialsIn(locale).map((t) => t.name)).toEqual(landingTestimonialsIn('en').map((t) => t.name));
      expect(testimonialsIn(locale).map((t) => t.name)).toEqual(TESTIMONIALS_NEWEST_FIRST.map((t) => t.name));
    }
  });

  it('English content reads as before', () => {
    expect(testimonialsIn('en')).toEqual(TESTIMONIALS_NEWEST_FIRST);
    expect(statsIn('en').response).toEqual({ icon: 'clock', number: '3 min', label: 'Average response' });
    expect(placeIn('Varthur', 'en')).toBe('Varthur');
    expect(placeIn('Varthur', 'kn')).toBe('ವರ್ತೂರು');
    expect(placeIn('Bengaluru', 'hi')).toBe('बेंगलुरु');
    expect(placeIn('Nowhere', 'kn')).toBe('Nowhere');
  });
});

describe('relative review dates through date-fns', () => {
  it('are written in each language with the site digits; English stays as given', () => {
    expect(relativeDateIn('2 months ago', 'en')).toBe('2 months ago');
    expect(relativeDateIn('2 months ago', 'kn')).toBe('2 ತಿಂಗಳುಗಳ ಹಿಂದೆ');
    expect(relativeDateIn('2 months ago', 'hi')).toBe('2 महीने पहले');
    expect(relativeDateIn('a week ago', 'hi')).toBe('1 सप्ताह पहले');
    // date-fns' Kannada has no weeks: said in days.
    expect(relativeDateIn('a week ago', 'kn')).toBe('7 ದಿನಗಳ ಹಿಂದೆ');
    expect(relativeDateIn('3 weeks ago', 'kn')).toBe('21 ದಿನಗಳ ಹಿಂದೆ');
    expect(relativeDateIn('someday', 'kn')).toBe('someday');
    expect(relativeDateToDays('a week ago')).toBe(7);
  });

  it('every carousel review has a date in its language', () => {
    for (const locale of LANGUAGES) {
      for (const review of testimonialsIn(locale)) expect(review.date).toMatch(SCRIPT[locale]);
    }
  });
});

/** The page messages of this part (helpers of other parts own the other prefixes). */
const PAGE_PREFIXES = ['site_', 'home_', 'about_', 'fleet_', 'contact_', 'landing_', 'helpline_', 'legal_', 'nav_', 'footer_', 'error_'];

const english = en as Record<string, string>;
const translations: Record<Translated, Record<string, string>> = { kn, hi };
const pageKeys = Object.keys(english).filter((key) => PAGE_PREFIXES.some((prefix) => key.startsWith(prefix)));
const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((p) => p[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((t) => t[1]).sort();

describe('page messages in Kannada and Hindi', () => {
  it('there are the page messages', () => {
    expect(pageKeys.length).toBeGreaterThan(150);
  });

  for (const locale of LANGUAGES) {
    it(`every ${locale} page message is translated, with the English parameters and link tags`, () => {
      for (const key of pageKeys) {
        const text = translations[locale][key];
        expect(text, `${locale} ${key} missing`).toBeTypeOf('string');
        expect(params(text), `${locale} ${key} parameters`).toEqual(params(english[key]));
        expect(tags(text), `${locale} ${key} tags`).toEqual(tags(english[key]));
        const words = text.replace(/\{\w+\}|<\/?\w+>/g, '');
        expectTranslated(key, english[key], words, locale);
      }
    });
  }

  it('the English callback promise is the one the forms show', () => {
    expect(m.site_callback({}, { locale: 'en' })).toBe(CALLBACK_PROMISE);
  });
});
