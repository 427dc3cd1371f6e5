import { describe, expect, it } from 'vitest';
import { maintenanceStatus, SUITABLE_VEHICLES, suitability } from '../../shared/dispatch';
import { AMBULANCE_TYPES } from '../../shared/schemas/ambulance';
import { SERVICE_TYPES } from '../../shared/schemas/booking';
import { VEHICLE_CATEGORIES } from '../../shared/content/fleet';

describe('suitability table', () => {
  it('has a row for every service type, and every vehicle kind suits some service', () => {
    expect(Object.keys(SUITABLE_VEHICLES).sort()).toEqual([...SERVICE_TYPES].sort());
    const used = new Set(Object.values(SUITABLE_VEHICLES).flat());
    expect(AMBULANCE_TYPES.filter((t) => !used.has(t))).toEqual([]);
  });

  it('covers every vehicle kind the fleet page names', () => {
    const named = VEHICLE_CATEGORIES.map((c) => c.title.replace(/ Ambulances$/, '').toLowerCase());
    for (const kind of named) expect(AMBULANCE_TYPES as readonly string[], kind).toContain(kind);
  });

  it('warns on an ICU request on a basic vehicle and a mortuary transfer on an ICU vehicle', () => {
    const icuOnBasic = suitability('icu', 'basic');
    expect(icuOnBasic.suitable).toBe(false);
    expect(icuOnBasic.warning).toMatch(/ICU request on a Basic Life Support vehicle/);
    const funeralOnIcu = suitability('funeral', 'icu');
    expect(funeralOnIcu.suitable).toBe(false);
    expect(funeralOnIcu.warning).toMatch(/Mortuary transfer on an ICU vehicle/);
    expect(suitability('emergency', 'mortuary').warning).toMatch(/cannot carry a patient/);
    expect(suitability('icu', 'icu')).toEqual({ suitable: true, rank: 0, warning: null });
    expect(suitability('basic', 'icu')).toMatchObject({ suitable: true, warning: null });
  });
});

describe('maintenance status (Bengaluru dates)', () => {
  it('overdue once the date has passed, due soon up to 7 days ahead', () => {
    expect(maintenanceStatus(null, '2026-11-22')).toBe('not_scheduled');
    expect(maintenanceStatus('2026-11-21', '2026-11-22')).toBe('overdue');
    expect(maintenanceStatus('2026-11-22', '2026-11-22')).toBe('due_soon');
    expect(maintenanceStatus('2026-11-29', '2026-11-22')).toBe('due_soon');
    expect(maintenanceStatus('2026-11-30', '2026-11-22')).toBe('ok');
    expect(maintenanceStatus('2027-01-02', '2026-12-30')).toBe('due_soon');
  });
});

describe('maskPhone', () => {
  it('keeps the last 4 digits and the spacing', async () => {
    const { maskPhone } = await import('../../shared/privacy');
    expect(maskPhone('+91 98450 11223')).toBe('+•• ••••• •1223');
    expect(maskPhone('9845011223')).toBe('••••••1223');
    expect(maskPhone('123')).toBe('123');
  });
});
