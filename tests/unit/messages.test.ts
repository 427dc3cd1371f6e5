import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The message files (issue 22): every key in all three languages, with the same parameters, and
 * each Kannada and Hindi text written in its script. Paraglide would otherwise fall back to the
 * English text for a key missing in one language, silently.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (locale: string) => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;
  return messages;
};
const en = read('en');
const translations = { kn: { messages: read('kn'), script: /[\u0C80-\u0CFF]/ }, hi: { messages: read('hi'), script: /[\u0900-\u097F]/ } };
const parameters = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Texts that are the same in every language: names, numbers, symbols. */
const SAME_IN_EVERY_LANGUAGE = /^[\s\d+\-–—:/.,()#%*•·|]*$|^\{\w+\}$/;

describe.each(Object.entries(translations))('messages/%s.json', (_locale, { messages, script }) => {
  it('has exactly the English keys', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it('takes the same parameters as the English message', () => {
    const differing = Object.keys(en).filter((key) => key in messages && parameters(messages[key]).join() !== parameters(en[key]).join());
    expect(differing).toEqual([]);
  });

  it('writes every text in its own script (names and numbers apart)', () => {
    const untranslated = Object.keys(en).filter((key) => key in messages && !SAME_IN_EVERY_LANGUAGE.test(en[key]) && !script.test(messages[key]));
    expect(untranslated).toEqual([]);
  });
});
