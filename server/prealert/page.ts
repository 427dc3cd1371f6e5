import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { internationalPhone, localPhone, telHref } from '../../shared/contact-links';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import { escapeHtml } from '../../shared/html-escape';
import { formatDistance, formatEstimate } from '../../shared/geo';
import { PREALERT_ACK_MAX, PREALERT_ACK_PLACEHOLDER, prealertPath } from '../../shared/prealert';
import type { SiteConfig } from '../../shared/site-config';
import type { PrealertView } from '../services/prealert.service';
import { privatePageHead } from '../web/private-page-head';

/**
 * The receiving hospital's pre-alert page (issue 39.2): plain HTML rendered on the server, read
 * on an emergency department's phone or desk with or without JavaScript, at 390 px. The answer is
 * a plain form (POST, then back to the page). With JavaScript, /prealert-live.js reads the
 * changing part again every few seconds and swaps it in (a file, as the CSP wants); without it,
 * a `<noscript>` refresh reloads the page.
 */

export const PREALERT_REFRESH_SECONDS = 30;
/** How often the page's script reads the changing part again. */
export const PREALERT_POLL_SECONDS = 5;

const inProvider = tz(PROVIDER_TIME_ZONE);
const clock = (at: string) => format(new Date(at), 'HH:mm', { in: inProvider });

const PRIORITY_COLOURS: Record<PrealertView['priority'], string> = { red: '#c92a2a', orange: '#d9480f', yellow: '#8a6d00', green: '#2b8a3e' };

function secondsAgo(at: string, now: Date): string {
  const s = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 1000));
  return s < 90 ? `${s} s ago` : `${Math.round(s / 60)} min ago`;
}

/** The arrival line: "About 7 min away · 2.3 km · position 20 s old", or where things stand. */
function arrivalLine(view: PrealertView, now: Date): string {
  switch (view.stage) {
    case 'on_the_way':
      if (view.estimate) {
        return `<strong>${escapeHtml(formatEstimate(view.estimate.minutes).replace(/^about/, 'About'))} away</strong> · ${escapeHtml(formatDistance(view.estimate.distanceKm))} · position ${escapeHtml(secondsAgo(view.estimate.fixedAt, now))}`;
      }
      return view.positionAt
        ? `On the way · position ${escapeHtml(secondsAgo(view.positionAt, now))}, not precise enough for an estimate`
        : 'On the way · no position from the ambulance yet';
    case 'arrived':
      return `<strong>Arrived at ${escapeHtml(clock(view.arrivedAt!))}</strong>`;
    case 'handed_over':
      return `<strong>Handed over at ${escapeHtml(clock(view.handedOverAt!))}</strong>`;
    case 'completed':
      return 'The trip has ended.';
    case 'cancelled':
      return '<strong>This trip was cancelled.</strong>';
  }
}

/** The part of the page that changes: the arrival, the answer. */
export function prealertFragment(view: PrealertView, token: string, now = new Date(), problem: string | null = null): string {
  const row = (label: string, value: string) => `<div><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`;
  const ack = view.acknowledgement
    ? `<p class="ack done" data-testid="prealert-ack">Answered at ${escapeHtml(clock(view.acknowledgement.at))}: <strong>${escapeHtml(view.acknowledgement.text)}</strong></p>`
    : view.stage === 'cancelled'
      ? ''
      : `<form class="ack" method="post" action="${escapeHtml(prealertPath(token))}/ack">
          <label for="ack-text">Tell the crew you are ready</label>
          <input id="ack-text" name="text" required maxlength="${PREALERT_ACK_MAX}" value="Ready for you: bay " placeholder="${escapeHtml(PREALERT_ACK_PLACEHOLDER)}" autocomplete="off">
          <button type="submit">Send to the crew</button>
        </form>`;
  return `<section class="now" data-testid="prealert" data-stage="${view.stage}">
      <p class="ref">Pre-alert for ${escapeHtml(view.hospitalName ?? 'the emergency department')} · booking <strong>${escapeHtml(view.reference)}</strong> · sent ${escapeHtml(clock(view.sentAt))}</p>
      <p class="priority" style="border-color:${PRIORITY_COLOURS[view.priority]}" data-testid="prealert-priority">Priority <strong>${escapeHtml(view.priorityLabel)}</strong></p>
      <p class="arrival" data-testid="prealert-arrival">${arrivalLine(view, now)}</p>
      <dl class="facts">
        ${row('Patient', `${escapeHtml(view.ageBand)} · ${escapeHtml(view.sex)}`)}
        ${row('Chief complaint', `${escapeHtml(view.complaint)}${view.note ? `<br><span class="note">${escapeHtml(view.note)}</span>` : ''}`)}
        ${row('Service', escapeHtml(view.service))}
        ${row('Vehicle', view.vehicle ? `${escapeHtml(view.vehicle.kind)} · ${escapeHtml(view.vehicle.number)}` : 'Not known')}
      </dl>
      ${view.crewPhone ? `<a class="call secondary" href="${escapeHtml(telHref(view.crewPhone))}">Call the crew <span>${escapeHtml(internationalPhone(view.crewPhone))}</span></a>` : ''}
      ${problem ? `<p class="problem" role="alert" data-testid="prealert-problem">${escapeHtml(problem)}</p>` : ''}
      ${ack}
    </section>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f6f7f9}
.bar{display:flex;gap:.75rem;align-items:center;justify-content:space-between;padding:.6rem 1rem;background:#fff;border-bottom:1px solid #e3e5e8}
.bar strong{font-size:.95rem}
.call{display:inline-block;padding:.6rem .9rem;border-radius:.5rem;background:#c92a2a;color:#fff;font-weight:700;text-decoration:none;text-align:center}
.call span{display:block;font-weight:400;font-size:.85rem}.call.secondary{background:#1864ab;margin-top:.75rem;width:100%}
main{max-width:34rem;margin:0 auto;padding:1rem}
.now{background:#fff;border-radius:.75rem;padding:1rem;border:1px solid #e3e5e8;overflow-wrap:anywhere}
.ref{margin:0;color:#495057;font-size:.9rem}
.priority{margin:.6rem 0;padding:.4rem .75rem;border-left:6px solid;background:#f8f9fa}
.arrival{margin:.6rem 0;padding:.6rem .75rem;border-radius:.5rem;background:#e7f5ff;font-size:1.1rem}
.facts{margin:.5rem 0}.facts div{display:flex;gap:.75rem;padding:.3rem 0;border-bottom:1px solid #f1f3f5}
.facts dt{flex:0 0 8.5rem;color:#495057}.facts dd{margin:0}.note{color:#343a40}
.ack{margin-top:1rem;display:flex;flex-direction:column;gap:.4rem}
.ack input{font:inherit;padding:.55rem .6rem;border:1px solid #868e96;border-radius:.4rem;width:100%}
.ack button{font:inherit;font-weight:700;padding:.7rem;border:0;border-radius:.5rem;background:#2b8a3e;color:#fff}
.ack.done{padding:.6rem .75rem;background:#ebfbee;border-radius:.5rem}
.problem{margin:0;color:#c92a2a}
footer{max-width:34rem;margin:0 auto;padding:0 1rem 2rem;color:#495057;font-size:.85rem}`;

function frame(site: SiteConfig, options: { title: string; body: string; live?: string }): string {
  const live = options.live ? { refreshSeconds: PREALERT_REFRESH_SECONDS, script: '/prealert-live.js' } : {};
  return `${privatePageHead({ lang: 'en', title: options.title, style: STYLE, ...live })}
<body>
<header class="bar"><strong>${escapeHtml(site.businessName)}</strong><a class="call" href="${escapeHtml(telHref(site.phone))}">Control room <span>${escapeHtml(localPhone(site.phone))}</span></a></header>
<main id="prealert"${options.live ? ` data-live="${escapeHtml(options.live)}" data-every="${PREALERT_POLL_SECONDS}"` : ''}>${options.body}</main>
${options.live ? '<footer><p>This page updates by itself. It is for the emergency department only: it shows no name, phone or address of the patient.</p></footer>' : ''}
</body>
</html>`;
}

const STAGE_WORDS: Record<PrealertView['stage'], string> = { on_the_way: 'on the way', arrived: 'arrived', handed_over: 'handed over', completed: 'trip ended', cancelled: 'cancelled' };

export function prealertTitle(view: PrealertView): string {
  const lead = view.stage === 'on_the_way' && view.estimate ? `${formatEstimate(view.estimate.minutes)} away` : STAGE_WORDS[view.stage];
  return `Pre-alert ${view.reference}: ${lead}`;
}

export function prealertPage(view: PrealertView, token: string, site: SiteConfig, problem: string | null = null): string {
  return frame(site, { title: prealertTitle(view), body: prealertFragment(view, token, new Date(), problem), live: `${prealertPath(token)}/fragment` });
}

export function prealertProblemPage(kind: 'expired' | 'not_found' | 'too_many', site: SiteConfig): string {
  const [title, text] = {
    expired: ['This pre-alert has expired', 'Pre-alert links stop working 24 hours after the trip ends.'],
    not_found: ['Pre-alert not found', 'This link is not valid. Call the control room if you expected a patient.'],
    too_many: ['Too many attempts', 'Wait a minute, then reload this page, or call the control room.'],
  }[kind];
  return frame(site, { title: `${title} · ${site.businessName}`, body: `<section class="now" data-testid="prealert-problem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></section>` });
}
