import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { Locale as DateLocale } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import { kn } from 'date-fns/locale/kn';
import { internationalPhone, localPhone, telHref } from '../../shared/contact-links';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import { escapeHtml } from '../../shared/html-escape';
import { estimateTravel, formatDistance, type EstimateConfig } from '../../shared/geo';
import { LOCALE_TAGS, type Locale } from '../../shared/i18n/locale';
import { m } from '../../shared/i18n/paraglide/messages.js';
import type { MapTiles } from '../../shared/map-tiles';
import type { SiteConfig } from '../../shared/site-config';
import { trackingPath, trackingStageText, trackingStageTitle } from '../../shared/tracking';
import type { TrackingMoney, TrackingPosition, TrackingView } from '../services/tracking.service';
import { formatRupees } from '../../shared/money';
import { privatePageHead } from '../web/private-page-head';

/** What the deployment adds to the page: its estimate numbers and its map (issue 20.5). */
export interface TrackingPageOptions {
  estimates: EstimateConfig;
  mapTiles: MapTiles | null;
  /** The map's script and style (built by scripts/track-map.ts); null: no map, the text only. */
  mapAssets: { js: string; css: string } | null;
}

/**
 * The tracking page's HTML, rendered on the server so that it reads without JavaScript on any
 * phone. The small script /track-live.js (a file, as the CSP wants) replaces `#tracking` with
 * the fragment `trackingFragment` renders whenever the booking changes. Everything is in the
 * booking's language (issue 22: `view.language`, the page it was made on), the script's own words
 * too (carried in the page, `data-texts`); a link that finds no booking speaks English.
 */

/** Seconds after which a page without a live connection reloads itself. */
export const TRACKING_REFRESH_SECONDS = 30;

const inProvider = tz(PROVIDER_TIME_ZONE);

/**
 * A message with HTML in its places: the message's own text escaped, each place's HTML as
 * given (`Vehicle <strong>KA 01 AB 1234</strong>`, whatever the language's word order).
 */
function withMarkup(message: (places: Record<string, string>) => string, parts: Record<string, string>): string {
  const names = Object.keys(parts);
  let html = escapeHtml(message(Object.fromEntries(names.map((name, i) => [name, `\u0000${i}\u0000`]))));
  names.forEach((name, i) => (html = html.replace(`\u0000${i}\u0000`, () => parts[name])));
  return html;
}

/** date-fns's words for each language (English: its default). */
const DATE_LOCALES: Record<Locale, DateLocale | undefined> = { en: undefined, kn, hi };

/** "3:42 pm", with the day when it was not today (Bengaluru time), in the booking's language. */
export function stageTime(at: string, now = new Date(), locale: Locale = 'en'): string {
  const when = new Date(at);
  const sameDay = format(when, 'yyyy-MM-dd', { in: inProvider }) === format(now, 'yyyy-MM-dd', { in: inProvider });
  return format(when, sameDay ? 'h:mm aaa' : 'd MMM, h:mm aaa', { in: inProvider, locale: DATE_LOCALES[locale] });
}

function helplineButton(site: SiteConfig, label: string): string {
  return `<a class="call" href="${escapeHtml(telHref(site.phone))}">${escapeHtml(label)} <span>${escapeHtml(localPhone(site.phone))}</span></a>`;
}

/** "updated 20 s ago", "updated 3 min ago" (web/public/track-live.js ticks it on with the same words). */
export function updatedAgo(fixedAt: string, now: Date, locale: Locale = 'en'): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - Date.parse(fixedAt)) / 1000));
  return seconds < 60 ? m.track_updated_seconds({ seconds }, { locale }) : m.track_updated_minutes({ minutes: Math.floor(seconds / 60) }, { locale });
}

/** "About 7 min away", "About 1 h 05 min away" (shared/geo's formatEstimate, as a sentence): never exact. */
function awayText(minutes: number, locale: Locale): string {
  if (minutes < 60) return m.track_away_minutes({ minutes }, { locale });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? m.track_away_hours({ hours }, { locale }) : m.track_away_hours_minutes({ hours, minutes: String(rest).padStart(2, '0') }, { locale });
}

/** The live script's words (web/public/track-live.js), carried in the page: `{n}` is the number. */
function liveTexts(locale: Locale): string {
  const options = { locale };
  return JSON.stringify({
    copy: m.track_live_copy_link({}, options),
    copied: m.track_live_link_copied({}, options),
    share: m.track_live_share({}, options),
    refreshes: m.track_live_refreshes({}, options),
    live: m.track_live_connected({}, options),
    reconnecting: m.track_live_reconnecting({}, options),
    seconds: m.track_updated_seconds({ seconds: '{n}' }, options),
    minutes: m.track_updated_minutes({ minutes: '{n}' }, options),
    // The map's key and markers (web/track-map).
    ambulance: m.track_where_ambulance({}, options),
    pickup: m.track_map_pickup({}, options),
  });
}

const point = (p: { lat: number; lng: number }) => `${p.lat},${p.lng}`;

/**
 * Where the vehicle is, in words (readable without JavaScript), and the map's slot with the
 * points as data attributes (track-live.js loads the map only once a slot appears). On the way
 * to a known pickup point: "About 7 min away · 2.3 km · updated 20 s ago"; after pickup (there is
 * no destination point) only how fresh the location is. A fix less accurate than 1 km gives no
 * estimate and no marker.
 */
function positionBlock(position: TrackingPosition | null, current: TrackingView['current'], estimates: EstimateConfig, now: Date, locale: Locale): string {
  if (!position) return '';
  const ageSeconds = Math.max(0, Math.floor((now.getTime() - Date.parse(position.fixedAt)) / 1000));
  const age = `<span data-age="${ageSeconds}">${escapeHtml(updatedAgo(position.fixedAt, now, locale))}</span>`;
  const { vehicle, pickup } = position;
  let text: string;
  if (current === 'on_the_way' && vehicle && pickup) {
    const estimate = estimateTravel(vehicle, pickup, estimates);
    text = `<strong>${escapeHtml(awayText(estimate.minutes, locale))}</strong> · ${escapeHtml(formatDistance(estimate.distanceKm))} · ${age}`;
  } else if (current === 'on_the_way' && !vehicle) {
    text = `${escapeHtml(trackingStageTitle('on_the_way', locale))} · ${escapeHtml(m.track_position_imprecise({}, { locale }))} · ${age}`;
  } else {
    const lead =
      current === 'on_the_way'
        ? trackingStageTitle('on_the_way', locale)
        : current === 'at_pickup'
          ? m.track_where_at_pickup({}, { locale })
          : current === 'on_board'
            ? m.track_where_on_board({}, { locale })
            : m.track_where_ambulance({}, { locale });
    text = `${escapeHtml(lead)} · ${withMarkup((p) => m.track_position_location({ age: p.age }, { locale }), { age })}`;
  }
  const slot = vehicle
    ? `<div class="map" data-map data-vehicle="${point(vehicle)}"${pickup ? ` data-pickup="${point(pickup)}"` : ''}></div>`
    : '';
  return `<div class="where"><p data-testid="tracking-position">${text}</p>${slot}</div>`;
}

/** The part of the page that changes: the current stage, the vehicle and where it is, every stage's time. */
export function trackingFragment(view: TrackingView, site: SiteConfig, estimates: EstimateConfig, now = new Date()): string {
  const current = view.current;
  const vehicle = view.vehicle;
  const locale = view.language;
  const driver = vehicle?.driverFirstName ?? null;
  const vehicleBlock =
    vehicle && current !== 'cancelled' && current !== 'completed'
      ? `<div class="vehicle" data-testid="tracking-vehicle">
          <p>${withMarkup((p) => m.track_vehicle({ number: p.number }, { locale }), { number: `<strong>${escapeHtml(vehicle.number)}</strong>` })}${
            driver ? ` · ${withMarkup((p) => m.track_driver({ driver: p.driver }, { locale }), { driver: `<strong>${escapeHtml(driver)}</strong>` })}` : ''
          }</p>
          ${vehicle.driverPhone ? `<a class="call secondary" href="${escapeHtml(telHref(vehicle.driverPhone))}">${escapeHtml(driver ? m.track_call_driver({ driver }, { locale }) : m.track_call_the_driver({}, { locale }))} <span>${escapeHtml(internationalPhone(vehicle.driverPhone))}</span></a>` : ''}
        </div>`
      : '';
  const cancelledHelp = current === 'cancelled' ? helplineButton(site, m.track_call_our_helpline({}, { locale })) : '';
  const steps = view.steps
    .map(
      (step) => `<li class="${step.reached ? 'reached' : 'ahead'}${step.stage === current ? ' current' : ''}" data-stage="${step.stage}">
        <span class="title">${escapeHtml(trackingStageTitle(step.stage, locale, view.hospital))}</span>
        ${step.reached && step.at ? `<time datetime="${escapeHtml(step.at)}">${escapeHtml(stageTime(step.at, now, locale))}</time>` : ''}
      </li>`,
    )
    .join('');
  return `<section class="now" data-testid="tracking-current" data-stage="${current}">
      <p class="ref">${withMarkup((p) => m.track_booking_reference({ reference: p.reference }, { locale }), { reference: `<strong>${escapeHtml(view.reference)}</strong>` })} · ${escapeHtml(view.service)}</p>
      <h1>${escapeHtml(trackingStageTitle(current, locale, view.hospital))}</h1>
      <p>${escapeHtml(trackingStageText(current, locale, view.hospital))}</p>
      ${positionBlock(view.position, current, estimates, now, locale)}${vehicleBlock}${cancelledHelp}
    </section>
    <ol class="steps" data-testid="tracking-steps">${steps}</ol>${view.money ? moneyBlock(view.money, locale) : ''}`;
}

/**
 * The bill and its receipts (issue 40.4) as links to their PDFs, what is still due, and while
 * something is, a UPI payment link with its QR code (a phone opens the link; another phone
 * scans the code). Plain HTML: no script is needed to pay.
 */
function moneyBlock(money: TrackingMoney, locale: Locale): string {
  const options = { locale };
  const title = money.bill.kind === 'tax_invoice' ? m.bill_title_tax_invoice({}, options) : m.bill_title_bill_of_supply({}, options);
  const links = [
    `<li><a href="${escapeHtml(money.bill.pdfPath)}" data-testid="tracking-bill">${escapeHtml(m.track_bill_link({ title, number: money.bill.number, amount: formatRupees(money.bill.totalPaise, locale) }, options))}</a></li>`,
    ...money.receipts.map(
      (r) => `<li><a href="${escapeHtml(r.pdfPath)}" data-testid="tracking-receipt">${escapeHtml(m.track_receipt_link({ number: r.number, amount: formatRupees(r.amountPaise, locale) }, options))}</a></li>`,
    ),
  ].join('');
  const due = formatRupees(money.duePaise, locale);
  const status = money.duePaise > 0 ? `<p class="due" data-testid="tracking-due">${escapeHtml(m.track_due({ amount: due }, options))}</p>` : `<p data-testid="tracking-paid">${escapeHtml(m.track_paid_in_full({}, options))}</p>`;
  const upi = money.upi
    ? `<a class="call pay" href="${escapeHtml(money.upi.link)}" data-testid="tracking-upi">${escapeHtml(m.track_pay_upi({ amount: due }, options))}</a>
      <figure class="qr" role="img" aria-label="${escapeHtml(m.track_upi_qr_label({ amount: due }, options))}">${money.upi.qrSvg}<figcaption>${escapeHtml(m.track_upi_qr({}, options))}</figcaption></figure>
      <p class="status">${escapeHtml(m.track_upi_note({}, options))}</p>`
    : '';
  return `<section class="money" data-testid="tracking-money"><h2>${escapeHtml(m.track_bill_heading({}, options))}</h2><ul>${links}</ul>${status}${upi}</section>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f6f7f9}
.bar{position:sticky;top:0;display:flex;gap:.75rem;align-items:center;justify-content:space-between;padding:.6rem 1rem;background:#fff;border-bottom:1px solid #e3e5e8}
.bar strong{font-size:.95rem}
.call{display:inline-block;padding:.6rem .9rem;border-radius:.5rem;background:#c92a2a;color:#fff;font-weight:700;text-decoration:none;text-align:center}
.call span{display:block;font-weight:400;font-size:.85rem}
.call.secondary{background:#1864ab;margin-top:.5rem}
main{max-width:34rem;margin:0 auto;padding:1rem}
.now{background:#fff;border-radius:.75rem;padding:1rem;border:1px solid #e3e5e8}
.now h1{margin:.2rem 0;font-size:1.5rem}.ref{margin:0;color:#555;font-size:.9rem}
.where{margin-top:.75rem;padding:.6rem .75rem;border-radius:.5rem;background:#e7f5ff}.where p{margin:0}
.map-box{height:14rem;margin-top:.6rem;border-radius:.5rem;background:#dee2e6}
.vehicle{margin-top:.75rem;padding-top:.75rem;border-top:1px solid #eee}.vehicle p{margin:0}
.steps{list-style:none;margin:1rem 0;padding:0}
.steps li{display:flex;justify-content:space-between;gap:1rem;padding:.55rem .75rem;border-left:4px solid #ced4da;margin-bottom:.25rem;background:#fff}
.steps li.reached{border-color:#2b8a3e}.steps li.current{font-weight:700;border-color:#1864ab}
.steps li.ahead{color:#5c636a;background:transparent}.steps li[data-stage=cancelled]{border-color:#c92a2a}
time{white-space:nowrap;color:#444}
footer{max-width:34rem;margin:0 auto;padding:0 1rem 2rem;color:#666;font-size:.85rem}
.status{font-size:.85rem;color:#666}
.said{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.share{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.share button{font:inherit;font-weight:700;padding:.55rem .9rem;border-radius:.5rem;border:2px solid #1864ab;background:#fff;color:#1864ab}
.share span{color:#1a1b1e}
.money{margin-top:1rem;background:#fff;border-radius:.75rem;padding:1rem;border:1px solid #e3e5e8}.money h2{margin:0 0 .4rem;font-size:1.15rem}
.money ul{margin:0;padding-left:1.1rem}.money li{margin:.3rem 0}.money a{color:#1864ab;font-weight:600}.due{font-weight:700;font-size:1.1rem}
.call.pay{background:#2b8a3e;color:#fff;display:block;margin-top:.5rem}.qr{margin:.75rem auto 0;max-width:13rem;text-align:center}.qr svg{width:100%;height:auto}
.qr figcaption{font-size:.85rem;color:#555}`;

function frame(site: SiteConfig, locale: Locale, options: { title: string; body: string; live?: string; refresh?: boolean; map?: TrackingPageOptions; billedUntil?: string | null }): string {
  const map = options.map?.mapAssets
    ? ` data-map-js="${escapeHtml(options.map.mapAssets.js)}" data-map-css="${escapeHtml(options.map.mapAssets.css)}"${
        options.map.mapTiles
          ? ` data-tiles="${escapeHtml(options.map.mapTiles.urlTemplate)}" data-attribution="${escapeHtml(options.map.mapTiles.attribution)}"`
          : ''
      }`
    : '';
  const head = privatePageHead({
    lang: LOCALE_TAGS[locale],
    title: options.title,
    style: STYLE,
    refreshSeconds: options.refresh ? TRACKING_REFRESH_SECONDS : undefined,
    script: options.live ? '/track-live.js' : undefined,
  });
  return `${head}
<body>
<header class="bar"><strong>${escapeHtml(site.businessName)}</strong>${helplineButton(site, m.track_call_helpline({}, { locale }))}</header>
<main id="tracking"${options.live ? ` data-live="${escapeHtml(options.live)}" data-texts="${escapeHtml(liveTexts(locale))}"` : ''}${map}>${options.body}</main>
${options.live ? `<footer><p class="status" id="tracking-status">${escapeHtml(m.track_updates_by_itself({}, { locale }))}</p><div class="share" id="tracking-share" hidden></div><p>${escapeHtml(options.billedUntil ? m.track_keep_private_billed({ date: format(new Date(options.billedUntil), 'd MMM yyyy', { in: inProvider, locale: DATE_LOCALES[locale] }) }, { locale }) : m.track_keep_private({}, { locale }))}</p></footer>` : ''}
</body>
</html>`;
}

/** The page's title: the stage first, so a phone's tab says where things stand. */
export function trackingTitle(view: TrackingView, site: SiteConfig): string {
  return `${trackingStageTitle(view.current, view.language, view.hospital)} · ${m.track_title_booking({ reference: view.reference }, { locale: view.language })} · ${site.businessName}`;
}

export function trackingPage(view: TrackingView, token: string, site: SiteConfig, options: TrackingPageOptions): string {
  return frame(site, view.language, {
    title: trackingTitle(view, site),
    body: trackingFragment(view, site, options.estimates),
    map: options,
    live: `${trackingPath(token)}/events`,
    refresh: true,
    // A billed trip's link lasts longer (BILL_LINK_DAYS): the footer says until when.
    billedUntil: view.money ? view.expiresAt : null,
  });
}

/**
 * The page of a link that no longer works (expired: in its booking's language) or never did
 * (unknown), or too many tries (no booking known: English).
 */
export function trackingProblemPage(kind: 'expired' | 'not_found' | 'too_many', site: SiteConfig, locale: Locale = 'en'): string {
  const options = { locale };
  const texts = {
    expired: [m.track_expired_title({}, options), m.track_expired_text({}, options)],
    not_found: [m.track_not_found_title({}, options), m.track_not_found_text({}, options)],
    too_many: [m.track_too_many_title({}, options), m.track_too_many_text({}, options)],
  }[kind];
  return frame(site, locale, {
    title: `${texts[0]} · ${site.businessName}`,
    body: `<section class="now" data-testid="tracking-problem"><h1>${escapeHtml(texts[0])}</h1><p>${escapeHtml(texts[1])}</p>${helplineButton(site, m.track_call_our_helpline({}, options))}</section>`,
  });
}
