import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { ServiceType } from './booking-values';
import { PROVIDER_TIME_ZONE } from './dates';
import type { Locale } from './i18n/locale';
import { rupeesHalfUp, type Paise } from './money';
import type { AmbulanceType } from './schemas/ambulance';

/**
 * Fares from a rate card (issue 40.1). The card is data the provider keeps (a new version for
 * each change, from a date): rates change by government notification, never by a release.
 * Every amount is paise (shared/money.ts) and every fraction of a rupee is rounded by
 * `rupeesHalfUp`, per item, so the items always add up to the total.
 */

/** One fare line: a service on a kind of vehicle. */
export interface FareLine {
  serviceType: ServiceType;
  vehicleKind: AmbulanceType;
  /** The least a trip costs; it covers the first `includedKm`. */
  minimumFarePaise: Paise;
  includedKm: number;
  /** Each km after `includedKm` (charged by the metre). */
  perKmPaise: Paise;
  /** Waiting up to this is free; after it, `waitingPerHourPaise` (charged by the minute). */
  waitingFreeMinutes: number;
  waitingPerHourPaise: Paise;
}

/**
 * A name or a note the provider writes for the public, in each of the site's languages: the
 * service pages print it in theirs (issue 22: no English sentence on a Kannada or Hindi page).
 */
export type LocalizedText = Record<Locale, string>;

export const ADD_ON_UNITS = ['trip', 'floor'] as const;
export type AddOnUnit = (typeof ADD_ON_UNITS)[number];

/** Oxygen, an attendant, a ventilator (per trip); a stretcher carried by stairs (per floor). */
export interface FareAddOn {
  code: string;
  label: LocalizedText;
  pricePaise: Paise;
  per: AddOnUnit;
}

export const CONCESSION_KINDS = ['percent', 'per_km'] as const;
export type ConcessionKind = (typeof CONCESSION_KINDS)[number];

/**
 * A reduction for those who qualify (children under 12, cancer patients, BPL card holders...):
 * a percentage of the trip's fare (basis points: 5000 is 50 %), or paise off each km charged
 * after the included ones. Add-ons are not reduced.
 */
export interface FareConcession {
  code: string;
  label: LocalizedText;
  whoQualifies: LocalizedText;
  kind: ConcessionKind;
  /** Basis points for 'percent' (1 to 10,000); paise per km for 'per_km'. */
  value: number;
}

/** The night surcharge: a percentage of the distance fare for trips starting in the window (Bengaluru time). */
export interface NightSurcharge {
  /** "22:00"; the window may run past midnight ("22:00" to "06:00"). */
  from: string;
  to: string;
  /** Basis points: 2000 is 20 %. */
  surchargeBps: number;
}

export interface RateCardBody {
  lines: FareLine[];
  night: NightSurcharge | null;
  addOns: FareAddOn[];
  concessions: FareConcession[];
  /** The notification or order the rates follow, or any note the public should read (null: none). */
  note: LocalizedText | null;
}

/** The rate card in force, as the public pages show it (issue 40.2). */
export interface PublicRateCard {
  /** The version's id: the pages are rendered again when the version in force is another. */
  id: string;
  effectiveFrom: string;
  body: RateCardBody;
}

/** The attribute of the element a page prints its fares in: the server renders those pages again when the card in force changes. */
export const FARES_MARK = 'data-fares';

/** What a trip's fare depends on. */
export interface FareTrip {
  serviceType: ServiceType;
  vehicleKind: AmbulanceType;
  distanceMetres: number;
  waitingMinutes: number;
  startsAt: Date;
  addOns: FareAddOnChoice[];
  concessionCode: string | null;
}

/** An add-on chosen for a trip: per trip, quantity 1; per floor, the floors carried. */
export interface FareAddOnChoice {
  code: string;
  quantity: number;
}

export const FARE_ITEM_KINDS = ['minimum', 'distance', 'waiting', 'night', 'concession', 'add_on'] as const;
export type FareItemKind = (typeof FARE_ITEM_KINDS)[number];

export interface FareItem {
  kind: FareItemKind;
  /** The add-on's or concession's code; null for the others. */
  code: string | null;
  /** Negative for a concession. */
  paise: Paise;
}

export interface Fare {
  items: FareItem[];
  totalPaise: Paise;
}

/** The card's line for a service on a kind of vehicle; undefined when the card has none. */
export function fareLineFor(card: RateCardBody, serviceType: ServiceType, vehicleKind: AmbulanceType): FareLine | undefined {
  return card.lines.find((l) => l.serviceType === serviceType && l.vehicleKind === vehicleKind);
}

/** The lines of one service, as its page shows them. */
export function fareLinesOf(card: RateCardBody, serviceType: ServiceType): FareLine[] {
  return card.lines.filter((l) => l.serviceType === serviceType);
}

const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `at` falls in the night window, read in Bengaluru time (`from` inclusive, `to` exclusive). */
export function inNightWindow(night: NightSurcharge, at: Date): boolean {
  const minute = minutesOfDay(format(at, 'HH:mm', { in: tz(PROVIDER_TIME_ZONE) }));
  const from = minutesOfDay(night.from);
  const to = minutesOfDay(night.to);
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * A trip's fare on a card, item by item; null when the card has no line for its service on its
 * kind of vehicle (staff then set the fare). Unknown add-on or concession codes are an error of
 * the caller (the schemas check them against the card).
 */
export function fareOf(card: RateCardBody, trip: FareTrip): Fare | null {
  const line = fareLineFor(card, trip.serviceType, trip.vehicleKind);
  if (!line) return null;
  const concession = trip.concessionCode === null ? null : card.concessions.find((c) => c.code === trip.concessionCode);
  if (trip.concessionCode !== null && !concession) throw new RangeError(`No concession ${trip.concessionCode} on this card`);

  const items: FareItem[] = [{ kind: 'minimum', code: null, paise: line.minimumFarePaise }];
  const extraMetres = Math.max(0, Math.round(trip.distanceMetres) - line.includedKm * 1000);
  const perKm = Math.max(0, line.perKmPaise - (concession?.kind === 'per_km' ? concession.value : 0));
  const distance = rupeesHalfUp(perKm * extraMetres, 1000);
  if (extraMetres > 0) items.push({ kind: 'distance', code: null, paise: distance });
  const waitingMinutes = Math.max(0, Math.round(trip.waitingMinutes) - line.waitingFreeMinutes);
  const waiting = rupeesHalfUp(line.waitingPerHourPaise * waitingMinutes, 60);
  if (waitingMinutes > 0) items.push({ kind: 'waiting', code: null, paise: waiting });
  let night = 0;
  if (card.night && card.night.surchargeBps > 0 && inNightWindow(card.night, trip.startsAt)) {
    night = rupeesHalfUp((line.minimumFarePaise + distance) * card.night.surchargeBps, 10_000);
    items.push({ kind: 'night', code: null, paise: night });
  }
  if (concession?.kind === 'percent') {
    const off = rupeesHalfUp((line.minimumFarePaise + distance + waiting + night) * concession.value, 10_000);
    items.push({ kind: 'concession', code: concession.code, paise: -off });
  } else if (concession) {
    // A per-km concession is already in the distance item; it is listed so the bill names it.
    items.push({ kind: 'concession', code: concession.code, paise: 0 });
  }
  for (const wanted of trip.addOns) {
    const addOn = card.addOns.find((a) => a.code === wanted.code);
    if (!addOn) throw new RangeError(`No add-on ${wanted.code} on this card`);
    const quantity = addOn.per === 'trip' ? 1 : Math.max(0, Math.round(wanted.quantity));
    if (quantity > 0) items.push({ kind: 'add_on', code: addOn.code, paise: addOn.pricePaise * quantity });
  }
  return { items, totalPaise: items.reduce((sum, item) => sum + item.paise, 0) };
}

/**
 * Where a completed trip's distance came from: the crew phone's recorded path from "Patient on
 * board" to the arrival; the road estimate from the pickup point to the listed hospital when the
 * path has fewer than two fixes; none (the minimum fare) when neither is known.
 */
export const FARE_SOURCES = ['odometer', 'path', 'estimate', 'none'] as const;
export type FareSource = (typeof FARE_SOURCES)[number];

/** Odometer readings further apart than this (km) are taken as a mistyped reading, and the path is used. */
export const ODOMETER_MAX_TRIP_KM = 2000;

/** Fixes less precise than this are left out of a trip's path (a phone's first, coarse fixes). */
export const PATH_ACCURACY_LIMIT_M = 100;

/**
 * The range a fare is estimated in before the trip (issue 40.2): the fare at the low and the
 * high end of the road distance the estimate gives (shared/geo.ts: straight line × detour
 * factor), with no waiting. The final fare follows the trip's recorded distance and waiting.
 */
export const ESTIMATE_DISTANCE_RANGE = { low: 0.9, high: 1.25 } as const;

export interface FareEstimate {
  lowPaise: Paise;
  highPaise: Paise;
  /** The kind of vehicle the estimate is for (the assigned one, or the service's first choice). */
  vehicleKind: AmbulanceType;
}

/**
 * A fare's range for a trip of about `roadKm`, on `vehicleKinds` (the first the card has a line
 * for); null when the card has no line for the service on any of them (the fare is quoted).
 */
export function fareEstimate(card: RateCardBody, trip: { serviceType: ServiceType; vehicleKinds: readonly AmbulanceType[]; roadKm: number; startsAt: Date }): FareEstimate | null {
  const vehicleKind = trip.vehicleKinds.find((kind) => fareLineFor(card, trip.serviceType, kind));
  if (!vehicleKind) return null;
  const at = (factor: number) =>
    fareOf(card, { serviceType: trip.serviceType, vehicleKind, distanceMetres: Math.round(trip.roadKm * factor * 1000), waitingMinutes: 0, startsAt: trip.startsAt, addOns: [], concessionCode: null })!.totalPaise;
  return { lowPaise: at(ESTIMATE_DISTANCE_RANGE.low), highPaise: at(ESTIMATE_DISTANCE_RANGE.high), vehicleKind };
}
