import type { FastifyBaseLogger } from 'fastify';
import type { PublicRateCard } from '../../shared/fares';
import type { RenderedSite } from './prerender';

/**
 * Keeps the pages that print fares (the service pages, issue 40.2) on the rate card in force:
 * every `everyMs` it reads the version in force, and when it is another than the one the pages
 * show (an admin added one on any process, or a version's date has come), renders those pages
 * again. Polling, not the change stream: fares change by notification, a few times a year, and
 * a version coming into force at its date is no event at all. One check at a time. Returns
 * `checkNow` (start-up calls it once the demo data is in) and `stop`.
 */
export function keepRateCardCurrent(options: { rendered: RenderedSite; read: () => Promise<PublicRateCard | null>; everyMs: number; log: FastifyBaseLogger }): RateCardPages & { stop: () => void } {
  const { rendered, read, log } = options;
  let inFlight: Promise<void> | null = null;
  const once = async () => {
    try {
      const card = await read();
      if (card?.id === rendered.rateCard()?.id) return;
      const pages = await rendered.renderRateCard(card);
      log.info({ version: card?.id ?? null, effectiveFrom: card?.effectiveFrom ?? null, pages: pages.rendered.length }, 'the rate card in force changed: its pages were rendered again');
      for (const [path, err] of pages.failed) log.error({ err, path }, 'a page could not be rendered with the new rate card: it shows the old one until the next check');
    } catch (err) {
      // The pages keep the fares they show; the next check tries again.
      log.warn({ err }, 'the rate card in force could not be read');
    }
  };
  const run = () => (inFlight = once().finally(() => (inFlight = null)));
  // A tick while a check runs is skipped; `checkNow` waits for it and then reads again.
  const checkNow = async () => {
    await inFlight;
    await run();
  };
  const timer = setInterval(() => void (inFlight ?? run()), options.everyMs);
  timer.unref();
  return { checkNow, stop: () => clearInterval(timer) };
}

/** What the rest of the server may ask of it. */
export interface RateCardPages {
  /** Checks the version in force now (and renders the pages again if it changed). */
  checkNow: () => Promise<void>;
}
