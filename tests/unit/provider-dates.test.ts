import { describe, expect, it } from 'vitest';
import { fromProviderLocal } from '../../shared/dates';

describe('fromProviderLocal: a typed date and time means Bengaluru time', () => {
  it('reads YYYY-MM-DDTHH:mm as IST (UTC+05:30), whatever the machine zone', () => {
    expect(fromProviderLocal('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(fromProviderLocal('2026-12-01T00:15:30')?.toISOString()).toBe('2026-11-30T18:45:30.000Z');
  });
  it('refuses dates that do not exist', () => {
    expect(fromProviderLocal('2026-02-31T10:00')).toBeNull();
    expect(fromProviderLocal('2026-12-01T25:00')).toBeNull();
    expect(fromProviderLocal('tomorrow')).toBeNull();
  });
});
