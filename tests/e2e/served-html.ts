import type { APIRequestContext } from '@playwright/test';
import { parse, type HTMLElement } from 'node-html-parser';
import { expect } from './fixtures';
import { parseJsonLd, type JsonLd } from './json-ld';

/**
 * A public page as the server answers it (its prerendered HTML), for what a visitor reads there
 * that no script makes: texts, links, head tags, structured data. Checked with a request and a
 * parser instead of a browser; what needs rendering or a script stays in the browser (one pass
 * per kind of page).
 */
export async function servedPage(request: APIRequestContext, path: string): Promise<HTMLElement> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return parse(await response.text());
}

/** An element's text as Playwright's `toHaveText` compares it: whitespace collapsed and trimmed. */
export function textOf(element: HTMLElement): string {
  return element.text.replace(/\s+/g, ' ').trim();
}

/** The texts of these elements, each as `textOf` gives it. */
export const textsOf = (elements: HTMLElement[]) => elements.map(textOf);

/** `toHaveText` over a list: as many elements as expected, each equal to its string or matching its pattern. */
export function expectTexts(elements: HTMLElement[], expected: readonly (string | RegExp)[], what = 'texts') {
  const texts = textsOf(elements);
  expect(texts, what).toHaveLength(expected.length);
  expected.forEach((e, i) => {
    if (typeof e === 'string') expect(texts[i], what).toBe(e);
    else expect(texts[i], what).toMatch(e);
  });
}

/** What a visitor finds under this h2 (exact text): the heading's container, as the browser tests' `section`. */
export function sectionOf(root: HTMLElement, heading: string): HTMLElement {
  const found = root.querySelectorAll('h2').filter((h) => textOf(h) === heading);
  expect(found, `one h2 "${heading}"`).toHaveLength(1);
  return found[0].parentNode!;
}

/** Links (`a[href]`) whose text, as a screen reader names them, is `name`. */
export function linksNamed(root: HTMLElement, name: string | RegExp): HTMLElement[] {
  return root.querySelectorAll('a[href]').filter((a) => {
    const accessible = a.getAttribute('aria-label') ?? textOf(a);
    return typeof name === 'string' ? accessible === name : name.test(accessible);
  });
}

/** The JSON-LD blocks of the page (head and body, or only those under `scope`). */
export function jsonLdOf(root: HTMLElement, scope = ''): JsonLd[] {
  return root.querySelectorAll(`${scope} script[type="application/ld+json"]`.trim()).map((s) => parseJsonLd(s.text));
}
