import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Starts recording the Content Security Policy violations of every document the page loads:
 * the browser's `securitypolicyviolation` events (listened for by an init script, which the
 * debugging protocol injects and CSP does not govern) and its console's CSP messages.
 */
export function recordCspViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) console.push(m.text());
  });
  void page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (e) => found.push(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
  return {
    /** The current document's violations and every CSP console message so far. */
    async all(): Promise<string[]> {
      const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
      return [...events, ...console];
    },
  };
}

/**
 * One visit to a public page, settled, checked twice: axe's serious and critical findings, and
 * the CSP violations the visit raised (hydration, islands and lazy chunks included).
 *
 * Settled: with reduced motion (sections fading in as they scroll into view would be measured
 * half transparent), the document and its same-origin frames loaded, and every island within a
 * screen of the viewport (those the loader starts now) started or shown as unavailable. That is
 * what the network going quiet stood for, without its 500 ms of silence on every page.
 * Axe runs in legacy mode, in the page itself: its default opens a blank page per run to
 * combine the frames' results, which cost about 0.35 s of each 0.8 s run; the frames (the map's)
 * are still tested. Only violations come back (not every passing node).
 */
export async function checkSettledPage(page: Page, url: string): Promise<{ axe: string[]; csp: string[] }> {
  const csp = recordCspViolations(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await page.waitForFunction(() => {
    const near = (el: Element) => {
      // As the loader's observer sees it: a box within a screen of the viewport (one not
      // displayed has no box and is never seen).
      const box = el.getBoundingClientRect();
      return (box.width > 0 || box.height > 0) && box.bottom > -innerHeight && box.top < 2 * innerHeight;
    };
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter((island) => (island.children.length ? [...island.children] : [island]).some(near));
    const started = islands.every((island) => island.dataset.started === 'true' || island.previousElementSibling?.classList.contains('island-unavailable'));
    const frames = [...document.querySelectorAll('iframe')].every((frame) => {
      try {
        return !frame.contentDocument || frame.contentDocument.readyState === 'complete';
      } catch {
        return true; // another origin's frame: its CSP is its own
      }
    });
    return document.readyState === 'complete' && started && frames;
  });
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const axe = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  return { axe, csp: await csp.all() };
}
