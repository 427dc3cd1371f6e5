import { describe, expect, it } from 'vitest';
import { servicePageIn, type ServicePageContent } from '../../shared/content/service-pages';
import { localizedServices, SERVICE_GROUP_LABELS, SERVICE_GROUPS, SERVICE_TEXT_FIELDS, SERVICES } from '../../shared/content/services';
import type { Locale } from '../../shared/i18n/locale';

/** Each language's script: a translated text is written in it. */
const SCRIPTS: Record<Exclude<Locale, 'en'>, { name: string; pattern: RegExp }> = {
  kn: { name: 'Kannada', pattern: /[\u0C80-\u0CFF]/ },
  hi: { name: 'Hindi (Devanagari)', pattern: /[\u0900-\u097F]/ },
};

/** Words every language writes the same: a text may equal the English only if it is made of
 * these, numbers and punctuation. */
const SHARED_WORDS = ['ICU', 'AC', 'GPS', 'BLS', 'ACLS', 'UPI', 'WhatsApp', 'km'];
const isShared = (text: string) =>
  text
    .split(/[\s\d.,:;+\-–/%()|&x]+/)
    .filter(Boolean)
    .every((word) => SHARED_WORDS.includes(word));

/**
 * Walks two values of the same shape side by side and collects every text pair, failing on any
 * difference of shape (a missing field or item, another section kind, a different tone) and on
 * any difference in the values that are not text (kinds, tones, related paths).
 */
function textPairs(english: unknown, translated: unknown, at: string, out: { at: string; en: string; text: string }[], nonText = new Set<string>()) {
  if (typeof english === 'string') {
    expect(typeof translated, at).toBe('string');
    if (nonText.has(at.split('.').at(-1)!)) expect(translated, at).toBe(english);
    else out.push({ at, en: english, text: translated as string });
    return out;
  }
  if (Array.isArray(english)) {
    expect(Array.isArray(translated), at).toBe(true);
    expect((translated as unknown[]).length, at).toBe(english.length);
    english.forEach((item, i) => textPairs(item, (translated as unknown[])[i], `${at}[${i}]`, out, nonText));
    return out;
  }
  if (english && typeof english === 'object') {
    expect(translated && typeof translated === 'object', at).toBe(true);
    expect(Object.keys(translated as object).sort(), at).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(english)) textPairs(value, (translated as Record<string, unknown>)[key], `${at}.${key}`, out, nonText);
    return out;
  }
  expect(translated, at).toBe(english);
  return out;
}

function expectTranslated(pairs: { at: string; en: string; text: string }[], locale: Exclude<Locale, 'en'>) {
  const { name, pattern } = SCRIPTS[locale];
  for (const { at, en, text } of pairs) {
    expect(text.trim(), `${locale} ${at}: empty`).not.toBe('');
    if (text === en) expect(isShared(en), `${locale} ${at} is still the English: "${en}"`).toBe(true);
    else expect(text, `${locale} ${at}: no ${name} script in "${text}"`).toMatch(pattern);
  }
}

describe.each(['kn', 'hi'] as const)('services content in %s', (locale) => {
  const services = localizedServices(locale);

  it('has every service, in the same order, with its paths, icons and groups unchanged', () => {
    expect(services.map((s) => [s.id, s.path, s.icon, s.group])).toEqual(SERVICES.map((s) => [s.id, s.path, s.icon, s.group]));
  });

  it('translates every text field of every service (equipment exactly where the English has it)', () => {
    for (const [i, english] of SERVICES.entries()) {
      const service = services[i];
      expect('equipment' in service && service.equipment !== undefined, `${service.id}.equipment`).toBe('equipment' in english);
      const pairs: { at: string; en: string; text: string }[] = [];
      for (const field of SERVICE_TEXT_FIELDS) {
        const value = (english as Record<string, unknown>)[field];
        if (value !== undefined) textPairs(value, (service as unknown as Record<string, unknown>)[field], `${service.id}.${field}`, pairs);
      }
      expectTranslated(pairs, locale);
    }
  });

  it('gives each service page its own search title and description', () => {
    expect(new Set(services.map((s) => s.metaTitle)).size).toBe(services.length);
    expect(new Set(services.map((s) => s.metaDescription)).size).toBe(services.length);
  });

  it('translates every section of every service page, with the same sections, items and links as the English', () => {
    for (const service of SERVICES) {
      const english: ServicePageContent = servicePageIn(service.id, 'en');
      const translated = servicePageIn(service.id, locale);
      const pairs = textPairs(english, translated, service.id, [], new Set(['kind', 'tone']));
      // The related links are paths, the same in every language (links add the prefix).
      expect(translated.related).toEqual(english.related);
      expectTranslated(
        pairs.filter((pair) => !pair.at.includes('.related[')),
        locale,
      );
    }
  });

  it('names the menu groups', () => {
    const pairs = SERVICE_GROUPS.map((group) => ({ at: group.id, en: group.label, text: SERVICE_GROUP_LABELS[locale][group.id] }));
    expectTranslated(pairs, locale);
  });
});

describe('services content in English', () => {
  it('is SERVICES itself, and the group labels are SERVICE_GROUPS\' own', () => {
    expect(localizedServices('en')).toBe(SERVICES);
    for (const group of SERVICE_GROUPS) expect(SERVICE_GROUP_LABELS.en[group.id]).toBe(group.label);
  });
});
