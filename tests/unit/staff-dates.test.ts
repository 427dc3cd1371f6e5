import { describe, expect, it } from 'vitest';
import { ambulanceFormSchema } from '../../shared/schemas/ambulance';
import { bookingFormSchema } from '../../shared/schemas/booking';

const ambulance = { vehicleNumber: 'KA-01-AB-1234', ambulanceType: 'icu', isAvailable: true, driverName: '', driverPhone: '' };
const booking = {
  customerName: 'Asha',
  customerPhone: '+91 98450 12345',
  pickupLocation: 'Varthur',
  dropoffLocation: 'Whitefield',
  serviceType: 'icu',
  status: 'pending',
  notes: '',
};

// The fuzz run found that year 0000 reached PostgreSQL and answered 500.
describe('staff dates keep to plausible years', () => {
  it.each(['0000-02-29', '0026-05-01', '2101-01-01'])('refuses maintenance date %s with a message', (date) => {
    const result = ambulanceFormSchema.safeParse({ ...ambulance, lastMaintenanceDate: '', nextMaintenanceDate: date });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Use a year between 2000 and 2100');
  });

  it('accepts a real maintenance date and a blank one', () => {
    const result = ambulanceFormSchema.parse({ ...ambulance, lastMaintenanceDate: '', nextMaintenanceDate: '2026-12-01' });
    expect(result.nextMaintenanceDate).toBe('2026-12-01');
    expect(result.lastMaintenanceDate).toBeNull();
  });

  it('refuses a booking date in year 0000 and accepts one this year', () => {
    expect(bookingFormSchema.safeParse({ ...booking, bookingDate: '0000-01-01T10:00:00+05:30' }).success).toBe(false);
    expect(bookingFormSchema.safeParse({ ...booking, bookingDate: '2026-11-22T10:00:00+05:30' }).success).toBe(true);
  });
});
