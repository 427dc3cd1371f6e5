import { describe, expect, it } from 'vitest';
import { fareOf, inNightWindow, type FareTrip, type RateCardBody } from '../../shared/fares';
import { formatRupees, hundredthsOf, rupeesHalfUp } from '../../shared/money';
import { rateCardBodySchema } from '../../shared/schemas/fares';

/** Issue 40.1: fares from a rate card, on known cases worked out by hand. */

const CARD: RateCardBody = {
  lines: [
    // ₹1,500 for the first 10 km, ₹25 a km after, 30 minutes' waiting free, then ₹200 an hour.
    { serviceType: 'emergency', vehicleKind: 'emergency', minimumFarePaise: 150_000, includedKm: 10, perKmPaise: 2_500, waitingFreeMinutes: 30, waitingPerHourPaise: 20_000 },
    { serviceType: 'icu', vehicleKind: 'icu', minimumFarePaise: 400_000, includedKm: 10, perKmPaise: 6_000, waitingFreeMinutes: 30, waitingPerHourPaise: 50_000 },
  ],
  night: { from: '22:00', to: '06:00', surchargeBps: 2_000 },
  addOns: [
    { code: 'oxygen', label: { en: 'Oxygen', kn: 'ಆಮ್ಲಜನಕ', hi: 'ऑक्सीजन' }, pricePaise: 30_000, per: 'trip' },
    { code: 'stairs', label: { en: 'Stairs', kn: 'ಮೆಟ್ಟಿಲು', hi: 'सीढ़ी' }, pricePaise: 15_000, per: 'floor' },
  ],
  concessions: [
    { code: 'child', label: { en: 'Child', kn: 'ಮಗು', hi: 'बच्चा' }, whoQualifies: { en: 'Under 12', kn: '12 ಕೆಳಗೆ', hi: '12 से कम' }, kind: 'percent', value: 5_000 },
    { code: 'bpl', label: { en: 'BPL', kn: 'ಬಿಪಿಎಲ್', hi: 'बीपीएल' }, whoQualifies: { en: 'BPL card', kn: 'ಬಿಪಿಎಲ್ ಕಾರ್ಡ್', hi: 'बीपीएल कार्ड' }, kind: 'per_km', value: 1_000 },
  ],
  note: null,
};

const NOON = new Date('2026-11-28T12:00:00+05:30');
const trip = (over: Partial<FareTrip>): FareTrip => ({ serviceType: 'emergency', vehicleKind: 'emergency', distanceMetres: 8_000, waitingMinutes: 0, startsAt: NOON, addOns: [], concessionCode: null, ...over });
const total = (over: Partial<FareTrip>) => fareOf(CARD, trip(over))!.totalPaise;

describe('the one rounding: whole rupees, halves up', () => {
  it.each([
    [0, 1, 0],
    [49, 1, 0],
    [50, 1, 100],
    [149, 1, 100],
    [150, 1, 200],
    [2_500 * 13_500, 1_000, 33_800], // ₹337.50
    [2_500 * 13_460, 1_000, 33_700], // ₹336.50 → 337
    [2_500 * 13_459, 1_000, 33_600], // ₹336.475
    [20_000 * 1, 60, 300], // ₹3.33
  ])('%i / %i paise is %i paise', (numerator, denominator, expected) => {
    expect(rupeesHalfUp(numerator, denominator)).toBe(expected);
  });

  it('refuses what is not an exact amount', () => {
    expect(() => rupeesHalfUp(1.5)).toThrow(RangeError);
    expect(() => rupeesHalfUp(-1)).toThrow(RangeError);
    expect(() => rupeesHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('a fare from the rate card', () => {
  it.each([
    ['8 km: the minimum fare', { distanceMetres: 8_000 }, 150_000],
    ['exactly the 10 km the minimum covers', { distanceMetres: 10_000 }, 150_000],
    ['10.001 km: one metre after, less than half a rupee', { distanceMetres: 10_001 }, 150_000],
    ['23.5 km: 13.5 km at ₹25 is ₹337.50, ₹338', { distanceMetres: 23_500 }, 183_800],
    ['23.46 km: ₹336.50 is ₹337', { distanceMetres: 23_460 }, 183_700],
    ['30 minutes waiting: free', { waitingMinutes: 30 }, 150_000],
    ['31 minutes waiting: one minute at ₹200 an hour is ₹3.33, ₹3', { waitingMinutes: 31 }, 150_300],
    ['45 minutes waiting: 15 minutes is ₹50', { waitingMinutes: 45 }, 155_000],
    ['at 23:30: 20 % of the distance fare at night', { startsAt: new Date('2026-11-28T23:30:00+05:30') }, 180_000],
    ['oxygen, per trip (quantity ignored)', { addOns: [{ code: 'oxygen', quantity: 3 }] }, 180_000],
    ['stretcher by stairs, three floors', { addOns: [{ code: 'stairs', quantity: 3 }] }, 195_000],
    ['BPL: ₹10 off each km after the 10, 13.5 km at ₹15 is ₹202.50, ₹203', { distanceMetres: 23_500, concessionCode: 'bpl' }, 170_300],
  ] as [string, Partial<FareTrip>, number][])('%s', (_name, over, expected) => {
    expect(total(over)).toBe(expected);
  });

  it('a child at night, 23.5 km, 45 minutes waiting, with oxygen: every item, and the items add up to the total', () => {
    const fare = fareOf(CARD, trip({ distanceMetres: 23_500, waitingMinutes: 45, startsAt: new Date('2026-11-29T02:10:00+05:30'), concessionCode: 'child', addOns: [{ code: 'oxygen', quantity: 1 }] }))!;
    // Night: 20 % of (1,500 + 338) = 367.60 → 368. Child: 50 % of (1,500 + 338 + 50 + 368) = 1,128 off. Oxygen not reduced.
    expect(fare.items).toEqual([
      { kind: 'minimum', code: null, paise: 150_000 },
      { kind: 'distance', code: null, paise: 33_800 },
      { kind: 'waiting', code: null, paise: 5_000 },
      { kind: 'night', code: null, paise: 36_800 },
      { kind: 'concession', code: 'child', paise: -112_800 },
      { kind: 'add_on', code: 'oxygen', paise: 30_000 },
    ]);
    expect(fare.totalPaise).toBe(142_800);
    expect(fare.items.reduce((sum, i) => sum + i.paise, 0)).toBe(fare.totalPaise);
  });

  it('no line for the service on that vehicle: no fare (staff set it)', () => {
    expect(fareOf(CARD, trip({ serviceType: 'cardiac', vehicleKind: 'cardiac' }))).toBeNull();
    expect(fareOf(CARD, trip({ serviceType: 'emergency', vehicleKind: 'icu' }))).toBeNull();
  });

  it('an add-on or concession the card does not have is the caller’s error', () => {
    expect(() => fareOf(CARD, trip({ addOns: [{ code: 'helicopter', quantity: 1 }] }))).toThrow(RangeError);
    expect(() => fareOf(CARD, trip({ concessionCode: 'vip' }))).toThrow(RangeError);
  });
});

describe('the night window, in Bengaluru time whatever the machine’s zone', () => {
  const night = CARD.night!;
  it.each([
    ['21:59', false],
    ['22:00', true],
    ['23:59', true],
    ['00:00', true],
    ['05:59', true],
    ['06:00', false],
    ['12:00', false],
  ])('%s is night: %s', (time, expected) => {
    expect(inNightWindow(night, new Date(`2026-11-28T${time}:00+05:30`))).toBe(expected);
  });

  it('a window within one day (13:00 to 15:00) and an empty one', () => {
    expect(inNightWindow({ from: '13:00', to: '15:00', surchargeBps: 100 }, new Date('2026-11-28T14:00:00+05:30'))).toBe(true);
    expect(inNightWindow({ from: '13:00', to: '15:00', surchargeBps: 100 }, new Date('2026-11-28T15:00:00+05:30'))).toBe(false);
  });
});

describe('rupees as people read and type them', () => {
  it('Indian digit grouping, whole rupees without paise, in the three languages with Latin digits', () => {
    expect(formatRupees(123_456_700)).toBe('₹12,34,567');
    expect(formatRupees(125_050)).toBe('₹1,250.50');
    expect(formatRupees(150_000, 'hi')).toMatch(/^₹\s?1,500$/);
    expect(formatRupees(150_000, 'kn')).toMatch(/^₹\s?1,500$/);
  });

  it.each([
    ['1500', 150_000],
    ['1,500', 150_000],
    ['₹ 1,250.5', 125_050],
    ['0.05', 5],
    ['12.345', null],
    ['-5', null],
    ['', null],
    ['abc', null],
  ] as [string, number | null][])('"%s" is %s paise', (text, expected) => {
    expect(hundredthsOf(text)).toBe(expected);
  });
});

describe('the rate card schema', () => {
  it('takes the card above', () => {
    expect(rateCardBodySchema.safeParse(CARD).success).toBe(true);
  });

  it('refuses two lines for one service and vehicle, a fractional paise, a concession over 100 %, and an empty night window', () => {
    const issues = (card: unknown) => {
      const parsed = rateCardBodySchema.safeParse(card);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(issues({ ...CARD, lines: [CARD.lines[0], CARD.lines[0]] })).toContain('One line per service and vehicle kind');
    expect(issues({ ...CARD, lines: [{ ...CARD.lines[0], perKmPaise: 25.5 }] })).toContain('Rate per km: enter an amount in whole paise');
    expect(issues({ ...CARD, concessions: [{ ...CARD.concessions[0], value: 10_001 }] })).toContain('A percentage concession is at most 100 % (10,000 basis points)');
    expect(issues({ ...CARD, night: { from: '22:00', to: '22:00', surchargeBps: 100 } })).toContain('Night starts and ends at different times');
    expect(issues({ ...CARD, lines: [] })).toContain('A rate card has at least one fare line');
    expect(issues({ ...CARD, addOns: [{ ...CARD.addOns[0], label: { en: 'Oxygen', kn: '', hi: 'ऑक्सीजन' } }] })).toContain('Add-on name (Kannada) is required');
  });
});
